import type { FixtureStatement, MinistryContent } from "./ministry-content";

/**
 * FICTIONAL: the Republic of Tesseria, whose site is broken in every way a crawler meets. Its
 * statements are ordinary; how they are served is not (see ../broken-routes.ts).
 */

const statement = (slug: string, title: string, date: string, paragraphs: string[]): FixtureStatement => ({
  slug,
  language: "en",
  title,
  date,
  paragraphs,
});

export const BROKEN_STATEMENTS = {
  unclosedMarkup: statement(
    "unclosed-markup",
    "Tesseria joins the regional convention on migratory species",
    "2022-07-14",
    [
      "The Republic of Tesseria has today deposited its instrument of accession to the regional convention on the protection of migratory species, becoming its eleventh party.",
      "The Minister of Foreign Affairs said that the wetlands of the Tesserian delta were a resting place for thousands of birds each spring and autumn, and that their protection was a duty shared with every country along the flyway.",
    ],
  ),
  endOfChain: statement(
    "end-of-chain",
    "Tesseria and the Azure Isles agree on a joint storm warning service",
    "2022-05-02",
    [
      "The governments of the Republic of Tesseria and the Federation of the Azure Isles have agreed to establish a joint service for storm warnings, which will share data from their coastal radar stations.",
      "The service will issue warnings in both national languages and will be open to the other island states of the region.",
    ],
  ),
  flaky: statement("flaky", "Tesseria appoints a new ambassador to Norvale", "2023-01-30", [
    "The President of the Republic of Tesseria has appointed a new ambassador to the Kingdom of Norvale, on the proposal of the Minister of Foreign Affairs.",
    "The ambassador, a career diplomat who previously headed the department of consular affairs, will present her credentials in Lindenport in the coming weeks.",
  ]),
  slow: statement("slow", "Tesseria supports the reform of the regional development bank", "2023-06-12", [
    "The Republic of Tesseria supports the proposals to reform the governance of the regional development bank, presented at its annual meeting in Port Merrow.",
    "Tesseria believes that the bank should give more weight to its smallest members and lend more for the adaptation of coastal towns to rising seas.",
  ]),
  trickle: statement(
    "trickle",
    "Tesseria hosts talks on the shared management of the Amber River",
    "2023-09-04",
    [
      "Delegations of the four countries of the Amber River basin met in the Tesserian capital for two days of talks on the sharing of its waters during dry summers.",
      "They agreed to exchange river flow data every week and to prepare a common drought plan before the next meeting of the basin commission.",
    ],
  ),
  undated: statement("undated", "Tesseria calls for the protection of humanitarian workers", "", [
    "The Republic of Tesseria is deeply concerned by the growing number of attacks against humanitarian workers in the conflict zones of the region.",
    "Tesseria calls on all parties to respect international humanitarian law and to allow aid to reach civilians safely and without delay.",
  ]),
  privateNote: statement(
    "internal-note",
    "Internal note: draft programme of the visit to the Azure Isles",
    "2023-03-01",
    [
      "Draft programme of the visit of the Minister to the Azure Isles. Not for publication.",
      "Arrival at the airport, meeting with the Foreign Minister, visit to the harbour, press conference.",
    ],
  ),
} as const;

/** Its date is set when the site starts: some weeks after "now", so it is always in the future. */
export const FUTURE_STATEMENT = statement("future-date", "Tesseria to chair the regional council", "", [
  "The Republic of Tesseria will take over the rotating chairmanship of the regional council, succeeding the Federation of the Azure Isles.",
  "The Minister of Foreign Affairs presented the priorities of the chairmanship: disaster preparedness, youth exchanges and the protection of the coastal seas.",
]);

/** Texts served in legacy encodings, in the languages those encodings are for. */
export const CHARSET_STATEMENTS = {
  windows1252AsUtf8: {
    ...statement(
      "latin1-declared-utf8",
      "Déclaration sur la coopération régionale en matière d'énergie",
      "2022-03-08",
      [
        "Le ministère des Affaires étrangères de la République de Tesseria se félicite de l'adoption, par les États riverains de la mer d'Ambre, d'une feuille de route commune pour l'énergie éolienne en mer.",
        "Cette coopération permettra de réduire la dépendance à l'égard des combustibles fossiles et de créer des emplois qualifiés dans les ports de la région.",
      ],
    ),
    language: "fr",
  },
  utf8AsWindows1252: {
    ...statement(
      "utf8-declared-latin1",
      "Journées portes ouvertes au ministère des Affaires étrangères",
      "2022-09-17",
      [
        "Le ministère des Affaires étrangères ouvrira ses portes au public à l'occasion des journées du patrimoine : les visiteurs découvriront les salons historiques et la bibliothèque diplomatique.",
        "L'entrée est libre ; une pièce d'identité sera demandée à l'accueil.",
      ],
    ),
    language: "fr",
  },
  windows1251Undeclared: {
    ...statement("cyrillic-no-charset", "Заявление о сотрудничестве в области образования", "2021-05-17", [
      "Министерство иностранных дел Республики Тессерия приветствует подписание соглашения о взаимном признании дипломов с Королевством Норвейл.",
      "Соглашение облегчит студентам и преподавателям обеих стран учёбу и работу за рубежом.",
    ]),
    language: "ru",
  },
} satisfies Record<string, FixtureStatement>;

export const BROKEN_MINISTRY: MinistryContent = {
  language: "en",
  ministry: "Ministry of Foreign Affairs of the Republic of Tesseria (fictional)",
  capital: "Tessa",
  utcOffset: "+02:00",
  labels: {
    home: "Home",
    statements: "Statements",
    documents: "Documents",
    contact: "Contact",
    latest: "Latest statements",
    next: "Next ›",
    download: "Download (PDF)",
    rights: "All rights reserved.",
    fictional: "A fictional site, made for software tests: its faults are deliberate.",
  },
  statements: [],
  documents: [],
};
