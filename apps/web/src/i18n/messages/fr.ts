import type { Messages } from "./en";

export const fr: Messages = {
  "meta.description":
    "Recherchez les communiqués de presse et déclarations officiels des 193 États Membres de l’ONU, des États observateurs et des organisations intergouvernementales, en anglais, arabe, chinois, espagnol, français et russe.",
  "meta.tagline": "Déclarations officielles des États Membres de l’ONU, consultables en six langues",
  "og.statement": "Déclaration officielle",
  "og.languages": "arabe · chinois · anglais · français · russe · espagnol",

  "a11y.skipToContent": "Aller au contenu principal",
  "a11y.skipToResults": "Aller aux résultats",
  "a11y.mainNavigation": "Menu principal",
  "a11y.footerNavigation": "À propos de {product}",
  "a11y.languageSwitcher": "Langue de l’interface",
  "a11y.homeLink": "{product}, page d’accueil",
  "a11y.pageLoading": "Chargement de la page…",
  "a11y.pageLoaded": "{title}",

  "nav.home": "Accueil",
  "nav.search": "Recherche",
  "nav.analytics": "Analyses",
  "nav.analyticsTool": "Outil d’analyse",
  "nav.report": "Rapport",
  "nav.reportWithCount":
    "{count, plural, one {Rapport, # déclaration} many {Rapport, # déclarations} other {Rapport, # déclarations}}",
  "nav.about": "À propos",
  "nav.methodology": "Méthodologie",
  "nav.coverage": "Couverture",
  "nav.articles": "Articles",
  "nav.privacyPolicy": "Politique de confidentialité",
  "nav.contact": "Contact",
  "nav.disclaimer": "Avertissement",
  "nav.partners": "Partenaires",
  "nav.apiDocs": "API",

  "connectivity.offline": "Vous êtes hors ligne. Les pages que vous avez déjà ouvertes restent disponibles.",
  "connectivity.online": "Vous êtes de nouveau en ligne.",

  "searchBox.label": "Rechercher des déclarations par thème ou par pays",
  "searchBox.analyticsLabel": "Thème ou pays à représenter",
  "searchBox.analyticsPlaceholder": "Un thème ou un pays à représenter, p. ex. climat, Soudan",
  "searchBox.placeholder": "Un thème ou un pays, p. ex. climat, Soudan",
  "searchBox.submit": "Rechercher",
  "searchBox.suggestions": "Pays",
  "searchBox.countrySuggestion": "Déclarations : {country}",

  "advanced.title": "Recherche avancée",
  "advanced.all": "Tous ces mots",
  "advanced.allHint": "Chaque mot doit figurer, sous n’importe quelle forme.",
  "advanced.exact": "Cette expression exacte",
  "advanced.exactHint": "Les mots côte à côte, dans cet ordre.",
  "advanced.any": "L’un de ces mots",
  "advanced.anyHint": "Au moins un des mots.",
  "advanced.none": "Aucun de ces mots",
  "advanced.noneHint": "Les déclarations contenant l’un de ces mots sont exclues.",
  "advanced.chip": "{field} : {words}",

  "home.title": "Qu’ont dit les États ?",
  "home.latest": "Derniers communiqués",
  "home.allLatest": "Tous les derniers communiqués",
  "home.holdings": "Ce que contient l’index",
  "home.newestDate": "Dernier communiqué : {date}",
  "home.lead":
    "{product} recherche dans les communiqués de presse et déclarations officiels des 193 États Membres de l’ONU, des États observateurs et des organisations intergouvernementales, dans les six langues officielles de l’Organisation des Nations Unies.",
  "home.statementsIndexed":
    "{count, plural, =0 {Aucune déclaration indexée pour l’instant} one {# déclaration indexée} many {# déclarations indexées} other {# déclarations indexées}}",
  "home.memberStatesCovered":
    "{count, plural, one {# État Membre couvert} many {# États Membres couverts} other {# États Membres couverts}} sur {total}",
  "home.figures": "L’index en chiffres",
  "home.statsUnavailable": "Les chiffres ne sont pas disponibles pour le moment.",
  "home.explore": "Explorer",
  "home.exploreSearch":
    "Recherchez par thème ou par pays, filtrez par groupe et par période, et triez les résultats.",
  "home.exploreAnalytics": "Voyez à quelle fréquence et où les États ont évoqué un thème au fil du temps.",
  "home.exploreReport": "Rassemblez des déclarations dans un rapport à imprimer, télécharger et partager.",

  "search.title": "Recherche",
  "search.titleWithQuery": "« {query} » : recherche",
  "search.titleOr": "OU",
  "search.heading": "Résultats de la recherche",
  "search.prompt": "Saisissez un thème ou un pays dans la zone de recherche pour trouver des déclarations.",
  "search.total":
    "{count, plural, =0 {Aucune déclaration} one {# déclaration} many {# déclarations} other {# déclarations}}",
  "search.totalEstimated":
    "{count, plural, one {Environ # déclaration} many {Environ # déclarations} other {Environ # déclarations}}",
  "search.noResults.title": "Aucun résultat",
  "search.emptyIndex": "Aucun communiqué n’a encore été indexé.",
  "search.noResults.text": "Il semble que votre recherche n’ait donné aucun résultat.",
  "search.noResults.coarseDates":
    "{count, plural, one {# communiqué daté seulement du mois ou de l’année chevauche cette période} many {# communiqués datés seulement du mois ou de l’année chevauchent cette période} other {# communiqués datés seulement du mois ou de l’année chevauchent cette période}}, mais aucun n’y est entièrement compris.",
  "search.noResults.includeCoarse": "Les inclure",
  "search.noResults.filters":
    "Ce sont vos filtres : sans eux, {estimated, select, yes {environ } other {}}{count, plural, one {# communiqué correspond} many {# communiqués correspondent} other {# communiqués correspondent}}.",
  "search.noResults.withoutFilters": "Rechercher sans les filtres",
  "search.coarseMore":
    "{count, plural, one {# autre communiqué, daté seulement du mois ou de l’année, chevauche cette période.} many {# autres communiqués, datés seulement du mois ou de l’année, chevauchent cette période.} other {# autres communiqués, datés seulement du mois ou de l’année, chevauchent cette période.}}",
  "search.partial.heading": "Déclarations contenant une partie de vos mots",
  "search.partial.note":
    "Elles ne contiennent pas tous les mots de votre recherche et ne sont pas comptées ci-dessus.",
  "translate.switch": "Rechercher dans les six langues",
  "translate.heading": "Équivalents recherchés dans les autres langues",
  "translate.clause": "« {text} » est aussi recherché sous les formes :",
  "translate.excludedClause": "« {text} » est exclu, ainsi que :",
  "translate.machine": "(traduction automatique)",
  "translate.remove": "Ne plus rechercher « {text} » ({language})",
  "translate.restore": "Rechercher de nouveau « {text} » ({language})",
  "translate.untranslated": "Non traduit, recherché tel quel : {terms}",
  "translate.readIn":
    "Langue de la recherche : {language} ({by, select, script {d’après l’écriture} detected {d’après les mots} filter {d’après votre filtre de langue} interface {langue de cette page} other {par défaut}}). {translated, select, yes {Ses équivalents dans les autres langues sont aussi recherchés.} other {Seules les déclarations dans cette langue sont recherchées ; activez « {switch} » pour chercher aussi dans les autres.}}",
  "translate.statementsBy": "Déclarations de : {country}",
  "translate.offer":
    "Rien dans la langue de votre recherche, mais {estimated, select, yes {environ } other {}}{count, plural, one {# déclaration correspond} many {# déclarations correspondent} other {# déclarations correspondent}} dans les autres langues de l’ONU.",
  "results.matched": "Correspondance : {text}",
  "search.errorQueryTooLong": "La recherche est trop longue : 1 000 caractères au maximum.",
  "search.errorTooManyTerms": "La recherche contient trop de mots : 32 au maximum.",
  "search.errorStopWordsOnly":
    "La recherche ne contient que des mots très courants (comme « le » ou « de »), qui correspondraient à presque toutes les déclarations. Ajoutez un mot plus précis.",
  "search.errorInvalid":
    "Une partie de la recherche n’a pas pu être interprétée. Vérifiez les filtres et réessayez.",
  "search.invalidParam":
    "« {value} » n’est pas une valeur valide pour « {label} » : elle a été ignorée, et le reste de la recherche appliqué.",
  "search.mistypedParam":
    "« {name} » dans l’adresse n’est pas un réglage de cette page et a été ignoré. Vouliez-vous dire « {meant} » ?",
  "search.tooSlow":
    "Cette recherche a pris trop de temps et a été interrompue. Affinez-la : moins de mots entre guillemets, une période, un pays ou une langue.",
  "search.unavailable":
    "La recherche n’est pas disponible pour le moment. Veuillez réessayer dans quelques minutes.",
  "search.originalLink": "Original sur le site de l’émetteur",
  "statement.backToResults": "Retour aux résultats",
  "statement.matchesLabel": "Les mots de votre recherche dans ce texte",
  "statement.matchTotal":
    "{total, plural, one {# occurrence de votre recherche} many {# occurrences de votre recherche} other {# occurrences de votre recherche}}",
  "statement.matchPosition": "Occurrence {current, number} sur {total, number}",
  "statement.previousMatch": "Précédente",
  "statement.nextMatch": "Suivante",
  "statement.noMatchAtAll":
    "Les mots de votre recherche ne figurent pas dans cette déclaration, lus dans sa langue.",
  "statement.noMatchInText":
    "Les mots de votre recherche ne figurent pas dans le texte lui-même : cette déclaration a été trouvée par son titre.",
  "statement.ocrNotice":
    "Ce texte a été lu par reconnaissance optique de caractères (OCR) dans un document numérisé. Il peut contenir des erreurs : le document original fait foi.",
  "statement.ocrOriginal": "Ouvrir le document original",
  "statement.provenance": "À propos de ce communiqué",
  "statement.source": "Source",
  "statement.session": "Session",
  "statement.speaker": "Orateur",
  "statement.speakerSeparator": ", ",
  "statement.symbol": "Cote du document",
  "statement.indexed": "Indexé le",
  "joint.label":
    "{count, plural, one {Déclaration conjointe · # signataire} many {Déclaration conjointe · # signataires} other {Déclaration conjointe · # signataires}}",
  "joint.signatories": "Signataires",
  "joint.unread": "Également nommés, non reconnus comme États : {names}",
  "joint.publications": "Publiée par",
  "joint.publication": "{country}, lue le {date}",
  "versions.alsoIn": "Aussi en",
  "statement.moreFromCountry": "Autres communiqués : {country}",
  "statement.samePeriod":
    "{precision, select, day {Autres communiqués du {date}} month {Autres communiqués de {date}} other {Autres communiqués de {date}}}",
  "search.errorPageTooDeep":
    "Seuls les 10 000 premiers résultats peuvent être parcourus. Affinez la recherche ou exportez-la.",
  "search.pastLastPage": "La page {page, number} est au-delà de la dernière page ({last, number}).",
  "search.goToLastPage": "Aller à la dernière page",
  "search.resultMeta": "{country} · {date} · {language}",

  "filters.title": "Filtres",
  "filters.openSheet":
    "{count, plural, =0 {Filtres} one {Filtres (#)} many {Filtres (#)} other {Filtres (#)}}",
  "filters.showResults": "Voir les résultats",
  "filters.estimated": "Nombres estimés sur un échantillon d’un seizième des résultats.",
  "filters.period": "Période",
  "filters.resetDate": "Réinitialiser le filtre de date",
  "filters.anyTime": "Toutes dates",
  "filters.includeCoarseDates":
    "Inclure les communiqués datés seulement du mois ou de l’année qui chevauchent la période",
  "filters.coarseIncluded": "{period}, avec les communiqués datés du mois ou de l’année",
  "filters.today": "Aujourd’hui",
  "filters.yesterday": "Hier",
  "filters.past3Days": "3 derniers jours",
  "filters.pastWeek": "Semaine écoulée",
  "filters.pastMonth": "Mois écoulé",
  "filters.pastYear": "Année écoulée",
  "filters.past2Years": "2 dernières années",
  "filters.customRange": "Période personnalisée",
  "filters.from": "Du",
  "filters.to": "Au",
  "filters.groups": "Groupes",
  "filters.within": "{group} › {country}",
  "filters.narrowedTo": "Seulement {countries}",
  "filters.issuerRule": "Un pays choisi dans un groupe coché restreint le groupe à ce pays.",
  "filters.blocs": "Blocs",
  "filters.chooseBlocs": "Groupements intergouvernementaux",
  "filters.blocRule":
    "Une déclaration compte pour un bloc si son auteur en était membre à la date de la déclaration.",
  "filters.knownBlocs": "Les blocs sont : {blocs}.",
  "filters.countries": "Pays émetteur",
  "filters.findCountry": "Rechercher un pays",
  "filters.language": "Langue",
  "filters.apply": "Appliquer les filtres",
  "filters.active": "Filtres actifs",
  "filters.remove": "Retirer le filtre : {label}",
  "filters.clearAll": "Effacer tous les filtres",

  "sort.label": "Trier par",
  "sort.recent": "Les plus récentes",
  "sort.oldest": "Les plus anciennes",
  "sort.country": "Pays de A à Z",
  "sort.relevance": "Pertinence",
  "sort.apply": "Trier",

  "results.loading": "Chargement des résultats…",
  "results.loadMore": "Afficher plus de résultats",
  "results.loadingMore": "Chargement d’autres résultats…",
  "results.loaded":
    "{count, plural, one {# résultat supplémentaire chargé} many {# résultats supplémentaires chargés} other {# résultats supplémentaires chargés}}",
  "results.previousPage": "Page précédente",
  "results.end": "Fin des résultats.",
  "results.export": "Exporter tous les résultats :",
  "results.exportCsv": "CSV",
  "results.exportXlsx": "Excel (XLSX)",
  "results.exportJson": "JSON",
  "results.feed": "Suivre cette recherche (flux Atom)",

  "actions.view": "Voir",
  "actions.download": "Télécharger",
  "actions.downloadTxt": "Texte ({extension})",
  "actions.downloadHtml": "Page web ({extension})",
  "actions.downloadDocx": "Word ({extension})",
  "actions.print": "Imprimer",
  "actions.copyLink": "Copier le lien",
  "actions.copied": "Copié dans le presse-papiers !",
  "actions.copyFailed":
    "Le lien n’a pas pu être copié. Copiez-le depuis la barre d’adresse de la page de la déclaration.",
  "actions.addToReport": "Ajouter au rapport",
  "actions.removeFromReport": "Retirer du rapport",

  "report.title": "Rapport",
  "report.untitled": "Rapport sans titre",
  "report.titleField": "Titre de votre rapport",
  "report.lead":
    "Votre rapport rassemble les déclarations que vous ajoutez depuis les résultats de recherche. Il reste dans ce navigateur : rien n’est envoyé à notre serveur.",
  "report.loading": "Ouverture de votre rapport…",
  "report.count":
    "{count, plural, one {# déclaration} many {# déclarations} other {# déclarations}} dans votre rapport",
  "report.note": "Votre note",
  "report.printSource": "Source :",
  "report.moveUp": "Monter",
  "report.moveDown": "Descendre",
  "report.downloadCsv": "Télécharger en CSV",
  "report.downloadJson": "Télécharger en JSON",
  "report.downloadDocx": "Télécharger en DOCX",
  "report.downloadPdf": "Télécharger en PDF",
  "report.preparing": "Préparation du fichier…",
  "report.downloadFailed": "Le fichier n’a pas pu être créé. Veuillez réessayer dans un instant.",
  "report.share": "Copier un lien de partage",
  "report.shareNotesLeftOut":
    "Lien copié, sans vos notes : elles sont trop longues pour tenir dans un lien. Il contient le titre et les déclarations.",
  "report.clear": "Vider le rapport",
  "report.clearConfirm":
    "{count, plural, one {Retirer la déclaration de votre rapport ?} many {Retirer les # déclarations de votre rapport ?} other {Retirer les # déclarations de votre rapport ?}}",
  "report.shared.kicker": "Partagé avec vous",
  "report.shared.lead":
    "{count, plural, one {# déclaration.} many {# déclarations, dans l’ordre choisi par la personne qui les a partagées.} other {# déclarations, dans l’ordre choisi par la personne qui les a partagées.}}",
  "report.shared.missing":
    "{count, plural, one {# déclaration du lien n’existe plus.} many {# déclarations du lien n’existent plus.} other {# déclarations du lien n’existent plus.}}",
  "report.shared.none": "Aucune des déclarations de ce lien n’existe. Il a peut-être été modifié ou tronqué.",
  "report.shared.cut":
    "Ce lien semble tronqué : son titre et ses notes manquent. Les déclarations sont affichées sans eux.",
  "report.shared.damaged":
    "Le titre et les notes de ce lien n’ont pas pu être lus : il a peut-être été modifié ou tronqué. Les déclarations sont affichées sans eux.",
  "report.shared.partial": "Une partie du titre et des notes de ce lien n’était pas valide et a été écartée.",
  "report.shared.note": "Note de la personne qui l’a partagé",
  "report.shared.keepTitle": "Conserver ce rapport ?",
  "report.shared.mineEmpty":
    "Votre propre rapport est vide. Lire celui-ci n’enregistre rien, sauf si vous le conservez.",
  "report.shared.mine":
    "{count, plural, one {Votre propre rapport contient # déclaration.} many {Votre propre rapport contient # déclarations.} other {Votre propre rapport contient # déclarations.}} Il reste tel quel, sauf si vous en décidez autrement.",
  "report.shared.open": "En faire mon rapport",
  "report.shared.merge": "Ajouter ses déclarations à mon rapport",
  "report.shared.replace":
    "{count, plural, one {Remplacer mon rapport (# déclaration) par celui-ci} many {Remplacer mon rapport (# déclarations) par celui-ci} other {Remplacer mon rapport (# déclarations) par celui-ci}}",
  "report.shared.justRead": "Simplement le lire",
  "report.shared.reading": "Vous lisez un rapport partagé ; votre propre rapport est inchangé.",
  "report.shared.showChoice": "Le conserver…",
  "report.shared.choiceHelp":
    "Ajouter garde vos déclarations, vos notes et votre titre, et place à la fin, avec leurs notes, les déclarations partagées que vous n’avez pas. Remplacer met ce rapport, son titre et ses notes à la place du vôtre.",
  "report.shared.openMine": "Ouvrir mon propre rapport",
  "report.kept.replaced": "Le rapport partagé est désormais votre rapport.",
  "report.kept.merged":
    "{count, plural, =0 {Vous aviez déjà toutes les déclarations partagées : votre rapport est inchangé.} one {# déclaration partagée a été ajoutée à la fin de votre rapport.} many {# déclarations partagées ont été ajoutées à la fin de votre rapport.} other {# déclarations partagées ont été ajoutées à la fin de votre rapport.}}",
  "report.empty.title": "Votre rapport est vide",
  "report.empty.text":
    "Recherchez un thème ou un pays, puis choisissez « Ajouter au rapport » sur les déclarations que vous souhaitez conserver.",
  "report.empty.action": "Lancer une recherche",

  "analytics.title": "Analyses",
  "analytics.lead":
    "À quelle fréquence les États ont évoqué un thème au fil du temps, par comparaison avec d’autres thèmes, dans quelles régions du monde, et combien des {total} États Membres l’ont fait.",
  "analytics.prompt": "Ajoutez un mot clé en haut de la barre de recherche pour afficher le graphique",
  "analytics.phraseHint":
    "« {term} » compte les déclarations qui contiennent chacun de ces mots, n’importe où.",
  "analytics.phraseLink": "Compter plutôt l’expression {phrase}",
  "analytics.sectionTrends": "Tendances diplomatiques",
  "analytics.sectionComparison": "Comparaison dans le temps",
  "analytics.sectionMap": "Les 20 premiers pays",
  "analytics.sectionCoverage": "États Membres ayant publié des déclarations",
  "analytics.notYet": "Les graphiques pour « {query} » sont en préparation et s’afficheront ici.",

  "analytics.titleWithQuery": "Analyses pour « {query} »",
  "analytics.headingWithQuery": "Analyses pour « {query} »",
  "analytics.seeStatements": "Voir les déclarations correspondantes",
  "analytics.sectionGroups": "Déclarations par groupe",
  "analytics.memberStatesText": "États Membres ayant publié des déclarations correspondant à « {query} »",
  "analytics.memberStatesFigure": "{count} sur {total}",
  "analytics.statementsText": "Déclarations correspondant à « {query} »",
  "analytics.statementsFigure":
    "{count, plural, one {# déclaration} many {# déclarations} other {# déclarations}}",
  "analytics.interval": "Intervalle",
  "analytics.intervalDay": "Jour",
  "analytics.intervalWeek": "Semaine",
  "analytics.intervalMonth": "Mois",
  "analytics.intervalYear": "Année",
  "analytics.intervalAuto": "choisi en fonction de la période",
  "analytics.measure": "Afficher",
  "analytics.measureCount": "Nombre de déclarations",
  "analytics.measureShare": "Part de l’ensemble des déclarations",
  "analytics.trendsTitle": "Déclarations correspondant à « {query} », par période",
  "analytics.trendsShareTitle":
    "Part des déclarations correspondant à « {query} » dans l’ensemble des déclarations, par période",
  "analytics.chartDescription":
    "Du {from} au {to}, {interval, select, day {par jour} week {par semaine (les semaines commencent le lundi)} month {par mois} other {par année}}, {measure, select, share {en part de l’ensemble des déclarations de chaque période} other {en nombre de déclarations}}. Le tableau sous le graphique reprend tous les chiffres.",
  "analytics.estimated":
    "Estimés sur un échantillon d’une déclaration sur seize : {labels}. Le nombre de chaque période est juste à environ {error, number, percent} près ; le tableau marque ces nombres du signe ≈.",
  "analytics.quotedLabel": "« {label} »",
  "analytics.unplaced":
    "{count, plural, one {# déclaration correspondante n’est pas datée {interval, select, day {au jour près} week {à la semaine près} month {au mois près} other {à l’année près}} et n’est donc pas représentée ; un intervalle plus long la prend en compte.} many {# déclarations correspondantes ne sont pas datées {interval, select, day {au jour près} week {à la semaine près} month {au mois près} other {à l’année près}} et ne sont donc pas représentées ; un intervalle plus long les prend en compte.} other {# déclarations correspondantes ne sont pas datées {interval, select, day {au jour près} week {à la semaine près} month {au mois près} other {à l’année près}} et ne sont donc pas représentées ; un intervalle plus long les prend en compte.}}",
  "analytics.noStatements": "Aucune déclaration ne correspond à la recherche avec ces filtres.",
  "analytics.tableSummary": "Les chiffres sous forme de tableau",
  "analytics.tablePeriod": "Période",
  "analytics.tableAll": "Ensemble des déclarations",
  "analytics.tableCount": "{label} : déclarations",
  "analytics.tableShare": "{label} : part",
  "analytics.tableGroup": "Groupe",
  "analytics.tableStatements": "Déclarations",
  "analytics.tableIssuers": "Membres ayant publié des déclarations",
  "analytics.compareHint": "Représentez votre recherche aux côtés de {max} autres thèmes ou pays au maximum.",
  "analytics.comparedTerms": "Termes comparés",
  "analytics.compareLabel": "Un autre thème ou pays",
  "analytics.compareAdd": "Comparer",
  "analytics.compareRemove": "Retirer « {term} » de la comparaison",
  "analytics.compareLimit":
    "Vous pouvez comparer au plus {max} termes avec votre recherche. Retirez-en un pour en ajouter un autre.",
  "analytics.comparisonTitle":
    "« {query} » comparé à {count, plural, one {# autre terme} many {# autres termes} other {# autres termes}}, par période",
  "analytics.comparisonEmpty":
    "Ajoutez un thème ou un pays ci-dessus pour le représenter à côté de votre recherche.",
  "analytics.errorTooManyCompared":
    "Vous pouvez comparer au plus 4 termes avec votre recherche ; la demande en comptait davantage. Retirez-en un et réessayez.",
  "analytics.errorTooManyPeriods":
    "Cet intervalle découpe la période choisie en un trop grand nombre de tranches. Choisissez un intervalle plus long ou une période plus courte.",
  "analytics.mapTitle": "Les 20 pays ayant publié le plus de déclarations correspondant à « {query} »",
  "analytics.groupsTitle": "Déclarations correspondant à « {query} », par groupe",
  "analytics.groupsDescription":
    "Pour chacun des sept groupes : les déclarations correspondantes, et le nombre de membres du groupe qui en ont publié au moins une.",
  "analytics.groupIssuers": "{issuers} sur {members} membres",
  "analytics.formerStates":
    "Les anciens États Membres, qui n’appartiennent aujourd’hui à aucun groupe, sont comptés à part, avec leurs déclarations correspondantes : {states}.",
  "analytics.formerState": "{name} ({count})",
  "analytics.kiribatiFiled":
    "Kiribati, qui n’appartient à aucun groupe régional de l’ONU, est compté avec les {group}, comme dans les filtres.",
  "analytics.formerStatesRow": "Anciens États Membres (comptés à part)",
  "voices.section": "Qui s’est exprimé",
  "voices.lead":
    "Choisissez un bloc ou un groupe : la carte et le tableau montrent lesquels de ses membres ont publié une déclaration correspondant à la recherche pendant la période, lesquels sont restés silencieux et lesquels nous ne couvrons pas.",
  "voices.lensLabel": "Membres de",
  "voices.lensNone": "Choisir un bloc ou un groupe",
  "voices.lensBlocs": "Blocs",
  "voices.lensGroups": "Groupes",
  "voices.lensApply": "Afficher",
  "voices.chooseLens":
    "Choisissez un bloc ou un groupe ci-dessus pour voir lesquels de ses membres se sont exprimés.",
  "voices.unknownLens": "« {value} » n’est ni un bloc ni un groupe que nous connaissons.",
  "voices.knownBlocs": "Les blocs sont : {names}.",
  "voices.knownGroups": "Les groupes sont : {names}.",
  "voices.errorUnknown": "Ce bloc ou ce groupe nous est inconnu.",
  "voices.summary":
    "{among} : {spoke} sur {count, plural, one {# membre} many {# membres} other {# membres}} se sont exprimés · {silent} silencieux · {notCovered} non couverts",
  "voices.periodRange": "Du {from} au {to}",
  "voices.periodFrom": "Depuis le {from}",
  "voices.periodTo": "Jusqu’au {to}",
  "voices.periodAll": "À toute date",
  "voices.datesIncomplete":
    "Les dates d’adhésion ne sont pas connues pour tous les membres de ce bloc : ceux qui n’en ont pas comptent comme membres sur toute la période.",
  "voices.sourceLink": "{among} : les membres selon la liste de l’organisation",
  "voices.asOf": "(au {date})",
  "voices.noMembers": "{among} n’avait aucun membre pendant cette période.",
  "voices.mapTitle": "{among} : qui a publié une déclaration correspondant à « {query} »",
  "voices.tableCaption": "{among} : qui s’est exprimé sur « {query} »",
  "voices.tableMember": "Membre",
  "voices.tableStatus": "Situation",
  "voices.tableStatements": "Déclarations correspondantes",
  "voices.tableFirst": "Première",
  "voices.tableLast": "Dernière",
  "voices.lastBefore": "Dernière avant la période : {date}",
  "voices.tableCoverage": "Ce que nous détenons",
  "voices.noneBefore": "Aucune avant la période",
  "voices.notApplicable": "Sans objet",
  "voices.coverageAll":
    "{count, plural, one {Nous détenons # déclaration de la période} many {Nous détenons # déclarations de la période} other {Nous détenons # déclarations de la période}}",
  "voices.coverageOther":
    "{count, plural, one {Nous détenons # autre déclaration de la période} many {Nous détenons # autres déclarations de la période} other {Nous détenons # autres déclarations de la période}}",
  "voices.coverageSource": "Une source en service, collectée avec succès",
  "voices.coverageNone": "Aucune déclaration de la période et aucune source en service",
  "voices.memberFrom": "Membre depuis le {date}",
  "voices.memberUntil": "Membre jusqu’au {date}",
  "voices.memberBetween": "Membre du {from} au {until}",
  "voices.statusSpoke": "S’est exprimé",
  "voices.statusSilent": "Silencieux",
  "voices.statusNotCovered": "Non couvert",
  "voices.mapSpoke":
    "{count, plural, one {S’est exprimé : # déclaration} many {S’est exprimé : # déclarations} other {S’est exprimé : # déclarations}}",
  "voices.mapLabel": "{country} : {status}",
  "voices.legendTitle": "Se sont exprimés (déclarations)",
  "voices.legendSilent":
    "Silencieux : aucune déclaration correspondante pendant la période, bien que nous détenions ses autres déclarations ou collectons son site",
  "voices.legendNotCovered": "Non couvert : nous ne détenons rien de lui pendant la période",
  "voices.legendNotMember": "Non membre",
  "voices.csvLink": "Télécharger ce tableau (CSV)",
  "voices.briefing": "Note d’information :",
  "voices.briefingWord": "Word",
  "voices.briefingPdf": "PDF",

  "charts.weekRange": "{from} – {to}",
  "charts.scrollHint":
    "Les périodes les plus récentes s’affichent d’abord : faites glisser le graphique pour voir les précédentes.",
  "charts.keyboardHint": "{title}. Utilisez les touches fléchées pour lire les chiffres de chaque période.",
  "charts.download": "Télécharger",
  "charts.downloadsLabel": "Télécharger « {chart} »",
  "charts.dataCsv": "Données (CSV)",
  "charts.downloadFailed": "Le fichier n’a pas pu être créé dans ce navigateur.",

  "analyticsTool.title": "Outil d’analyse",
  "analyticsTool.lead":
    "Choisissez des termes, des pays, des groupes et une période, et suivez les déclarations jour après jour sur un calendrier.",
  "analyticsTool.terms": "Termes",
  "analyticsTool.termsHint":
    "Votre recherche est le mot-clé saisi dans la zone en haut de la page. Tracez jusqu’à quatre autres termes à côté :",
  "analyticsTool.compareLabel": "Comparer avec (terme {n})",
  "analyticsTool.intervalLabel": "Intervalle",
  "analyticsTool.intervalAuto": "Choisi en fonction de la période",
  "analyticsTool.submit": "Tracer",
  "analyticsTool.timelineTitle": "Déclarations par période",
  "analyticsTool.calendarTitle": "Jour après jour",
  "analyticsTool.calendarCaption": "Déclarations par jour en {month}. Chaque jour mène à ses résultats.",
  "analyticsTool.dayItem": "{label} : {count, number}",
  "analyticsTool.monthItem":
    "{label} : {count, plural, one {# déclaration dont seul le mois est connu} many {# déclarations dont seul le mois est connu} other {# déclarations dont seul le mois est connu}}",
  "analyticsTool.calendarEmpty": "Aucune déclaration correspondante ce mois-ci.",
  "analyticsTool.calendarEmptyDated":
    "Aucune déclaration correspondante de ce mois n’est datée au jour ou au mois.",
  "analyticsTool.yearDated":
    "« {label} » : {count, plural, one {# déclaration n’est datée que de l’année {year} : elle est comptée à part et ne figure pas sur le calendrier.} many {# déclarations ne sont datées que de l’année {year} : elles sont comptées à part et ne figurent pas sur le calendrier.} other {# déclarations ne sont datées que de l’année {year} : elles sont comptées à part et ne figurent pas sur le calendrier.}}",
  "analyticsTool.yearDatedLink": "{count, plural, one {La voir} many {Les voir} other {Les voir}}",

  "coverage.title": "Couverture",
  "coverage.lead":
    "Les pays que couvre {product}, et l’actualité de leurs déclarations. Les sources sont les sites officiels des ministères des affaires étrangères et des missions diplomatiques que lit notre robot de collecte ; des déclarations peuvent aussi provenir de corpus importés, comme le corpus des débats généraux de l’ONU : un pays peut donc avoir des déclarations sans avoir de source.",
  "coverage.figures": "La couverture en chiffres",
  "coverage.memberStatesWithSources":
    "{count, plural, one {# État Membre sur {total} a au moins une source} many {# États Membres sur {total} ont au moins une source} other {# États Membres sur {total} ont au moins une source}}",
  "coverage.memberStatesWithStatements":
    "{count, plural, one {# État Membre sur {total} a au moins une déclaration} many {# États Membres sur {total} ont au moins une déclaration} other {# États Membres sur {total} ont au moins une déclaration}}",
  "coverage.statements":
    "{count, plural, =0 {Aucune déclaration indexée pour l’instant} one {# déclaration indexée} many {# déclarations indexées} other {# déclarations indexées}}",
  "coverage.sources":
    "{count, plural, =0 {Aucune source dans le registre pour l’instant} one {# source dans le registre ({enabled} en service)} many {# sources dans le registre ({enabled} en service)} other {# sources dans le registre ({enabled} en service)}}",
  "coverage.note":
    "Les heures de collecte sont en UTC. Une déclaration dont on ne connaît que l’année ou le mois est affichée avec cette seule indication.",
  "coverage.tableCaption":
    "{group} : sources, dernière collecte, déclaration la plus récente et nombre de déclarations par pays",
  "coverage.columnCountry": "Pays",
  "coverage.columnSources": "Sources",
  "coverage.columnLastCrawl": "Dernière collecte (UTC)",
  "coverage.columnNewest": "Déclaration la plus récente",
  "coverage.columnStatements": "Déclarations",
  "coverage.never": "jamais",
  "coverage.none": "aucune",
  "coverage.sourcesDisabled": "désactivées : {disabled}",
  "coverage.lastSuccess": "dernière collecte réussie : {date}",
  "coverage.noSuccess": "aucune collecte réussie pour l’instant",
  "coverage.formerState": "ancien État",
  "coverage.groupEmpty": "Aucun membre de ce groupe n’a encore de source ni de déclaration.",
  "coverage.unavailable":
    "Les chiffres de la couverture ne sont pas disponibles pour le moment. Veuillez réessayer dans quelques minutes.",

  "coverage.sourcesLink": "État de chaque source, pour les opérateurs",
  "sourceHealth.title": "État des sources",
  "sourceHealth.lead":
    "Pour les opérateurs : chaque source que lit le robot d’exploration, si elle fonctionne encore et ce qui a changé quand elle s’est arrêtée. Page en lecture seule : les sources se réparent en ligne de commande (la commande sources check montre ce que trouve chacun des sélecteurs d’une source).",
  "sourceHealth.totals":
    "{count, plural, =0 {Aucune source dans le registre pour l’instant} one {# source, à surveiller : {flagged}} many {# sources, à surveiller : {flagged}} other {# sources, à surveiller : {flagged}}}",
  "sourceHealth.filter": "Filtrer par état",
  "sourceHealth.filterAll": "Toutes",
  "sourceHealth.filterFlagged": "À surveiller",
  "sourceHealth.filterCount": "{label} ({number})",
  "sourceHealth.flag.failing": "En échec",
  "sourceHealth.flag.script-errors": "Scripts en erreur",
  "sourceHealth.flag.selectors-broken": "Sélecteurs sans résultat",
  "sourceHealth.flag.stale": "Silencieuse",
  "sourceHealth.flag.ok": "En état de marche",
  "sourceHealth.flag.not-crawled": "Pas encore explorée",
  "sourceHealth.flag.disabled": "Désactivée",
  "sourceHealth.note":
    "Heures en UTC. En échec : la dernière exploration n’a pas pu lire le flux ou la liste. Scripts en erreur : les scripts de ses pages, affichées dans un navigateur, ont levé des erreurs lors de la dernière exploration (les pages peuvent montrer moins que ce que le site publie). Sélecteurs sans résultat : les dernières explorations n’ont trouvé aucune entrée là où les précédentes en trouvaient. Silencieuse : aucune nouvelle déclaration depuis plus longtemps que son rythme habituel ne le permet (trois fois l’intervalle habituel entre deux déclarations, et au moins dix jours).",
  "sourceHealth.tableCaption": "Sources explorées et leur état, celles à surveiller en premier",
  "sourceHealth.columnCountry": "Pays",
  "sourceHealth.columnSource": "Source",
  "sourceHealth.columnKind": "Type",
  "sourceHealth.columnCrawled": "Explorée",
  "sourceHealth.columnHealth": "État",
  "sourceHealth.columnLastGood": "Dernière lecture réussie (UTC)",
  "sourceHealth.columnLastBad": "Dernière lecture en échec (UTC)",
  "sourceHealth.columnChange": "Ce qui a changé",
  "sourceHealth.kind.rss": "Flux RSS ou Atom",
  "sourceHealth.kind.html": "Liste sur le web",
  "sourceHealth.kind.sitemap": "Plan du site (sitemap)",
  "sourceHealth.kind.json": "Flux JSON",
  "sourceHealth.kind.pdf": "Liste de PDF",
  "sourceHealth.rendered": "rendue dans un navigateur (JavaScript)",
  "sourceHealth.yes": "Oui",
  "sourceHealth.no": "Non",
  "sourceHealth.entries": "{count, plural, one {# entrée} many {# entrées} other {# entrées}}",
  "sourceHealth.http": "HTTP {status}",
  "sourceHealth.noEntries": "aucune entrée trouvée",
  "sourceHealth.change.http":
    "HTTP {status} depuis le {date} ({count, plural, one {# exploration} many {# explorations} other {# explorations}})",
  "sourceHealth.change.failing":
    "{reason} depuis le {date} ({count, plural, one {# exploration} many {# explorations} other {# explorations}})",
  "sourceHealth.change.itemsFell":
    "Entrées par exploration tombées de {from} à 0 le {date} ({count, plural, one {# exploration} many {# explorations} other {# explorations}} depuis)",
  "sourceHealth.change.scriptErrors":
    "les scripts de ses pages ont levé des erreurs lors de l’exploration du {date} : {errors}",
  "sourceHealth.change.neverFound":
    "Aucune exploration n’a trouvé d’entrée depuis le {date} ({count, plural, one {# exploration} many {# explorations} other {# explorations}})",
  "sourceHealth.change.silent":
    "Aucune nouvelle déclaration depuis {count, plural, one {# jour} many {# jours} other {# jours}} (la plus récente : {date})",
  "sourceHealth.change.usual":
    "d’habitude une tous les {count, plural, one {# jour} many {# jours} other {# jours}}",
  "sourceHealth.change.silentAndUsual": "{silent} ; {usual}",
  "sourceHealth.empty": "Aucune source dans cet état pour l’instant.",
  "sourceHealth.unavailable":
    "L’état des sources n’est pas disponible pour le moment. Veuillez réessayer dans quelques minutes.",

  "articles.title": "Articles",
  "articles.lead": "Guides pour rechercher et lire les déclarations officielles avec {product}.",
  "articles.published": "Publié le {date}",
  "articles.empty": "Aucun article n’a encore été publié dans cette langue.",
  "articles.backToList": "Tous les articles",

  "content.contactNone": "Cette installation de {product} n’a pas encore publié d’adresse de contact.",
  "content.contactEmail": "Écrivez-nous à {email}.",
  "content.lastUpdated": "Dernière mise à jour : {date}",

  "calendar.navigation": "Choisir le mois",
  "calendar.previousYear": "Année précédente",
  "calendar.previousPeriod": "Mois précédent",
  "calendar.currentPeriod": "Ce mois-ci",
  "calendar.nextPeriod": "Mois suivant",
  "calendar.nextYear": "Année suivante",
  "calendar.untitled": "Sans titre",
  "calendar.caption": "{caption}, {month}",
  "calendar.itemDates": "({dates})",

  "map.disclaimer":
    "Les frontières et les noms indiqués et les désignations employées sur cette carte n’impliquent pas reconnaissance ou acceptation officielle de la part de l’Organisation des Nations Unies. La ligne en pointillé représente approximativement la ligne de contrôle au Jammu-et-Cachemire convenue par l’Inde et le Pakistan. Le statut définitif du Jammu-et-Cachemire n’a pas encore été arrêté par les parties. La frontière définitive entre la République du Soudan et la République du Soudan du Sud n’a pas encore été déterminée. Il existe un différend entre le Gouvernement argentin et le Gouvernement du Royaume-Uni de Grande-Bretagne et d’Irlande du Nord concernant la souveraineté sur les îles Falkland (Malvinas).",
  "map.countryLabel":
    "{country} : {count, plural, one {# déclaration} many {# déclarations} other {# déclarations}}",
  "map.statements": "{count, plural, one {# déclaration} many {# déclarations} other {# déclarations}}",
  "map.legendTitle": "Déclarations",
  "map.legendRange": "{from}–{to}",
  "map.legendOutside": "Hors des {count} premiers",
  "map.tableRank": "Rang",
  "map.tableCountry": "Pays",
  "map.tableStatements": "Déclarations",
  "map.tableOnly": "Dans le tableau seulement (organisations et anciens États) : {names}",

  "offline.title": "Vous êtes hors ligne",
  "offline.text":
    "Cette page n’a pas été enregistrée pour une lecture hors ligne. Les pages que vous avez déjà ouvertes, ainsi que votre rapport, restent disponibles.",
  "offline.retry": "Réessayer",

  "error.title": "Erreur",
  "error.notFound": "Cette page est introuvable",
  "error.methodNotAllowed": "Cette page peut seulement être lue : elle n’accepte pas de données envoyées",
  "error.server": "Un problème est survenu de notre côté. Veuillez réessayer dans un instant.",
  "error.unavailable": "Le service démarre ou est très sollicité. Veuillez réessayer dans un instant.",
  "error.unknownMiddleware": "Middleware {name} inconnu",
  "error.status": "Erreur {status}",
  "error.backHome": "Retour à la page d’accueil",
  "error.errorPageFailed": "Une erreur s’est produite lors de l’affichage de la page d’erreur",
  "error.goBackHome": "Revenir à l’accueil",

  "footer.credits":
    "Intègre le corpus des débats généraux de l’ONU (UN General Debate Corpus ; Jankin, Baturo et Dasandi, CC0). Les noms de pays suivent l’usage de l’ONU.",
  "footer.independent":
    "{product} est un outil de recherche indépendant. Seuls les originaux publiés sur les sites des émetteurs font foi.",
  "blocTimeline.title": "Le bloc dans le temps",
  "blocTimeline.lead":
    "{bloc} : quand chaque membre s’est exprimé pour la première et la dernière fois sur « {query} » pendant la période, et la part des membres qui s’étaient exprimés.",
  "blocTimeline.none": "{bloc} : aucun membre ne s’est exprimé sur ce sujet pendant la période.",
  "blocTimeline.sortLabel": "Ordre",
  "blocTimeline.sortFirst": "Premier à s’exprimer",
  "blocTimeline.sortLast": "Dernier à s’exprimer",
  "blocTimeline.sortStatements": "Le plus de déclarations",
  "blocTimeline.sortName": "Nom",
  "blocTimeline.legendFirst": "Première déclaration",
  "blocTimeline.legendLast": "Dernière déclaration",
  "blocTimeline.legendCoarse": "Datée seulement par mois ou année",
  "blocTimeline.shareAxis": "Part des membres qui s’étaient exprimés",
  "blocTimeline.chartTitle": "{bloc} : première et dernière déclarations sur « {query} »",
  "blocTimeline.chartDescription":
    "{bloc} : {count} membres sur {total} se sont exprimés pendant la période ; chaque ligne va de la première à la dernière déclaration d’un membre, et la courbe du bas montre la part des membres qui s’étaient exprimés.",
  "blocTimeline.tableCaption": "{bloc} : première et dernière déclarations sur « {query} », par membre",
  "blocTimeline.member": "Membre",
  "blocTimeline.first": "Première déclaration",
  "blocTimeline.last": "Dernière déclaration",
  "blocTimeline.statements": "Déclarations",
};
