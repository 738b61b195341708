import type { MinistryContent } from "./ministry-content";

/** FICTIF : la République de Valmorie et ses voisins n'existent pas ; aucun texte n'en cite un réel. */

export const FR: MinistryContent = {
  language: "fr",
  ministry: "Ministère des Affaires étrangères de la République de Valmorie (État fictif)",
  capital: "Saint-Clairmont",
  utcOffset: "+01:00",
  labels: {
    home: "Accueil",
    statements: "Communiqués",
    documents: "Documents",
    contact: "Contact",
    latest: "Derniers communiqués",
    next: "Page suivante",
    download: "Télécharger (PDF)",
    rights: "Tous droits réservés.",
    fictional: "Site fictif, créé pour des tests logiciels.",
  },
  statements: [
    {
      slug: "accord-peche-bellerive",
      language: "fr",
      title: "Signature d'un accord sur la pêche durable avec le Royaume de Bellerive",
      date: "2024-03-19",
      paragraphs: [
        "Le ministre des Affaires étrangères de la République de Valmorie et son homologue du Royaume de Bellerive ont signé aujourd'hui à Saint-Clairmont un accord sur la pêche durable dans le golfe des Brumes.",
        "L'accord fixe des quotas communs, crée une commission scientifique mixte et prévoit des contrôles conjoints dans les ports des deux pays. Il entrera en vigueur après sa ratification par les deux parlements.",
        "Le ministre a salué l'engagement des pêcheurs des deux rives, associés aux négociations depuis le début, et a souligné que cet accord ouvrait une nouvelle étape dans les relations entre voisins.",
      ],
    },
    {
      slug: "condoleances-iles-sereines",
      language: "fr",
      title: "Condoléances à la République des Îles Sereines après le passage du cyclone",
      date: "2023-10-02",
      paragraphs: [
        "C'est avec une profonde tristesse que le Gouvernement de la République de Valmorie a appris les pertes humaines causées par le cyclone qui a frappé l'archipel des Îles Sereines.",
        "Au nom du peuple valmorien, le ministre des Affaires étrangères présente ses sincères condoléances aux familles des victimes et souhaite un prompt rétablissement aux blessés.",
        "La Valmorie se tient prête à envoyer une aide d'urgence dès que les autorités de l'archipel en feront la demande.",
      ],
    },
    {
      slug: "visite-ministre-auberive",
      language: "fr",
      title: "Visite officielle du ministre des Affaires étrangères dans la Principauté d'Auberive",
      date: "2023-06-15",
      paragraphs: [
        "Le ministre des Affaires étrangères s'est rendu les 13 et 14 juin dans la Principauté d'Auberive, où il a été reçu par le Prince souverain et par le chef du gouvernement.",
        "Les entretiens ont porté sur la coopération transfrontalière, la protection de la forêt d'Auberive et la reconnaissance mutuelle des diplômes. Les deux parties sont convenues de créer un comité conjoint chargé des travailleurs frontaliers.",
        "Le ministre a également inauguré la nouvelle école bilingue de la vallée, financée conjointement par les deux États.",
      ],
    },
    {
      slug: "cessez-le-feu-hauts-plateaux",
      language: "fr",
      title: "La Valmorie salue l'accord de cessez-le-feu sur les Hauts Plateaux",
      date: "2022-11-08",
      paragraphs: [
        "La République de Valmorie salue l'accord de cessez-le-feu conclu hier entre les parties au conflit des Hauts Plateaux et les appelle à le respecter scrupuleusement.",
        "Seul un dialogue inclusif permettra une paix durable. La Valmorie soutient pleinement les efforts de médiation de l'organisation régionale et se dit prête à accueillir de nouvelles négociations à Saint-Clairmont.",
      ],
    },
    {
      slug: "consulat-general-port-bellerive",
      language: "fr",
      title: "Ouverture d'un consulat général à Port-Bellerive",
      date: "2022-05-30",
      paragraphs: [
        "Le ministère des Affaires étrangères annonce l'ouverture d'un consulat général de la République de Valmorie à Port-Bellerive, principale ville portuaire du Royaume de Bellerive.",
        "Le consulat accueillera les nombreux ressortissants valmoriens établis dans la région : il délivrera des passeports, légalisera des documents et portera assistance aux voyageurs en difficulté. Il contribuera aussi au développement des échanges économiques et culturels entre les deux pays.",
      ],
    },
    {
      slug: "conference-education-numerique",
      language: "fr",
      title: "Saint-Clairmont accueille une conférence sur l'éducation numérique",
      date: "2021-09-01",
      paragraphs: [
        "La République de Valmorie accueillera à Saint-Clairmont une conférence internationale consacrée à l'éducation numérique, qui réunira des ministres, des enseignants et des représentants d'entreprises de toute la région.",
        "Les participants examineront l'accès des écoles rurales à Internet, la formation des enseignants et la protection des données des élèves. Leurs recommandations seront présentées au prochain conseil régional de l'éducation.",
      ],
    },
    {
      slug: "aide-humanitaire-seisme-sorgelle",
      language: "fr",
      title: "Aide humanitaire d'urgence après le séisme dans la vallée de la Sorgelle",
      date: "2021-02-22",
      paragraphs: [
        "À la suite du séisme qui a frappé la vallée de la Sorgelle, dans le Royaume de Bellerive, le Gouvernement de la République de Valmorie a décidé d'apporter une aide humanitaire d'urgence.",
        "Un premier avion chargé de tentes, de couvertures, de médicaments et de matériel de purification de l'eau a décollé ce matin de Saint-Clairmont. Une équipe médicale le rejoindra dans les prochains jours.",
        "Le ministère reste en contact étroit avec les autorités de Bellerive et avec les organisations internationales présentes sur place.",
      ],
    },
  ],
  documents: [
    {
      slug: "communique-conjoint-bellerive",
      language: "fr",
      title: "Communiqué conjoint de la République de Valmorie et du Royaume de Bellerive",
      date: "2024-01-25",
      paragraphs: [
        "À l'issue de la première réunion de la commission mixte, les deux gouvernements ont adopté un programme de travail sur la gestion commune du golfe des Brumes.",
        "Ils sont convenus de se réunir deux fois par an, en alternance à Saint-Clairmont et à Port-Bellerive, et de publier les rapports scientifiques de la commission.",
      ],
    },
  ],
};
