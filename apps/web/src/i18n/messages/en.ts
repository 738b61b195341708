/**
 * English interface messages: the reference every other language file is typed from, so a key
 * missing (or misspelt) in any language fails the type check. ICU MessageFormat syntax; {product}
 * is always available and holds the configured product name.
 */
export const en = {
  "meta.description":
    "Search the official press releases and statements of the 193 UN member states, observer states and intergovernmental organisations, in Arabic, Chinese, English, French, Russian and Spanish.",
  "meta.tagline": "Official statements of UN member states, searchable in six languages",

  "a11y.skipToContent": "Skip to main content",
  "a11y.mainNavigation": "Main",
  "a11y.footerNavigation": "About {product}",
  "a11y.languageSwitcher": "Interface language",
  "a11y.homeLink": "{product}, home page",
  "a11y.pageLoading": "Loading the page…",
  "a11y.pageLoaded": "{title}",

  "nav.home": "Home",
  "nav.search": "Search",
  "nav.analytics": "Analytics",
  "nav.analyticsTool": "Analytics tool",
  "nav.report": "Report",
  "nav.reportWithCount": "{count, plural, one {Report, # statement} other {Report, # statements}}",
  "nav.about": "About",
  "nav.methodology": "Methodology",
  "nav.coverage": "Coverage",
  "nav.articles": "Articles",
  "nav.privacyPolicy": "Privacy policy",
  "nav.contact": "Contact",
  "nav.disclaimer": "Disclaimer",
  "nav.partners": "Partners",
  "nav.apiDocs": "API",

  "connectivity.offline": "You are offline. Pages you have already opened are still available.",
  "connectivity.online": "You are back online.",

  "searchBox.label": "Search statements by theme or country",
  "searchBox.placeholder": "A theme or a country, e.g. climate, Sudan",
  "searchBox.submit": "Search",
  "searchBox.suggestions": "Countries",
  "searchBox.countrySuggestion": "Statements by {country}",

  "advanced.title": "Advanced search",
  "advanced.all": "All of these words",
  "advanced.allHint": "Every word must appear, in any form.",
  "advanced.exact": "These exact words",
  "advanced.exactHint": "The words together, in this order.",
  "advanced.any": "Any of these words",
  "advanced.anyHint": "At least one of the words.",
  "advanced.none": "None of these words",
  "advanced.noneHint": "Statements with any of these words are left out.",
  "advanced.chip": "{field}: {words}",

  "home.title": "What did states say?",
  "home.lead":
    "{product} searches the official press releases and statements of the 193 UN member states, observer states and intergovernmental organisations, in the six official languages of the United Nations.",
  "home.statementsIndexed":
    "{count, plural, =0 {No statements indexed yet} one {# statement indexed} other {# statements indexed}}",
  "home.memberStatesCovered":
    "{count, plural, one {# member state} other {# member states}} out of {total} covered",
  "home.figures": "The index in figures",
  "home.statsUnavailable": "The figures are not available at the moment.",
  "home.explore": "Explore",
  "home.exploreSearch": "Search by theme or country, filter by group and period, and sort.",
  "home.exploreAnalytics": "See how often states spoke of a theme over time and where.",
  "home.exploreReport": "Collect statements into a report to print, download and share.",

  "search.title": "Search",
  "search.titleWithQuery": "“{query}”: search",
  "search.heading": "Search results",
  "search.prompt": "Type a theme or a country in the search box to find statements.",
  "search.total": "{count, plural, =0 {No statements} one {# statement} other {# statements}}",
  "search.totalEstimated": "{count, plural, one {About # statement} other {About # statements}}",
  "search.noResults.title": "No results found",
  "search.noResults.text": "It seems we can't find any results based on your search.",
  "search.noResults.coarseDates":
    "{count, plural, one {# statement dated only by month or year overlaps this period} other {# statements dated only by month or year overlap this period}}, but none lies wholly inside it.",
  "search.noResults.includeCoarse": "Include them",
  "search.coarseMore":
    "{count, plural, one {# more statement, dated only by month or year, overlaps this period.} other {# more statements, dated only by month or year, overlap this period.}}",
  "search.partial.heading": "Statements with some of your words",
  "search.partial.note": "They do not contain every word of your search, and are not counted above.",
  "translate.switch": "Search in all six languages",
  "translate.heading": "Equivalents searched in the other languages",
  "translate.clause": "“{text}” is also searched as:",
  "translate.excludedClause": "“{text}” is excluded, and so are:",
  "translate.machine": "(machine translation)",
  "translate.remove": "Stop searching “{text}” ({language})",
  "translate.restore": "Search “{text}” ({language}) again",
  "translate.untranslated": "Not translated, searched as typed: {terms}",
  "translate.statementsBy": "Statements by {country}",
  "translate.offer":
    "Nothing in the language of your search, but {estimated, select, yes {about } other {}}{count, plural, one {# statement matches} other {# statements match}} in the other UN languages.",
  "results.matched": "Matched: {text}",
  "search.errorQueryTooLong": "The search is too long: use at most 1,000 characters.",
  "search.errorTooManyTerms": "The search has too many words: use at most 32.",
  "search.errorStopWordsOnly":
    "The search contains only very common words (such as “the” or “of”), which would match almost every statement. Add a more specific word.",
  "search.errorInvalid": "Part of the search could not be understood. Check the filters and try again.",
  "search.invalidParam":
    "“{value}” is not a valid value for “{label}”: it was left out, and the rest of the search applied.",
  "search.tooSlow":
    "This search took too long and was stopped. Narrow it: fewer words in quotes, a period, a country or a language.",
  "search.unavailable": "Search is not available at the moment. Please try again in a few minutes.",
  "search.originalLink": "Original on the issuer's website",
  "search.errorPageTooDeep": "Only the first 10,000 results can be browsed. Narrow the search, or export it.",
  "search.resultMeta": "{country} · {date} · {language}",

  "filters.title": "Filters",
  "filters.openSheet": "{count, plural, =0 {Filters} one {Filters (#)} other {Filters (#)}}",
  "filters.showResults": "Show results",
  "filters.estimated": "Counts estimated from a one-in-sixteen sample of the matches.",
  "filters.period": "Period",
  "filters.resetDate": "Reset date filter",
  "filters.anyTime": "Any time",
  "filters.includeCoarseDates": "Include statements dated only by month or year that overlap the period",
  "filters.coarseIncluded": "{period}, with month- and year-dated statements",
  "filters.today": "Today",
  "filters.yesterday": "Yesterday",
  "filters.past3Days": "Past 3 days",
  "filters.pastWeek": "Past week",
  "filters.pastMonth": "Past month",
  "filters.pastYear": "Past year",
  "filters.past2Years": "Past 2 years",
  "filters.customRange": "Custom range",
  "filters.from": "From",
  "filters.to": "To",
  "filters.groups": "Groups",
  "filters.within": "{group} › {country}",
  "filters.narrowedTo": "Only {countries}",
  "filters.issuerRule": "A country chosen within a chosen group narrows the group to it.",
  "filters.countries": "Issuing country",
  "filters.findCountry": "Find a country",
  "filters.language": "Language",
  "filters.apply": "Apply filters",
  "filters.active": "Active filters",
  "filters.remove": "Remove filter: {label}",
  "filters.clearAll": "Clear all filters",

  "sort.label": "Sort by",
  "sort.recent": "Most recent",
  "sort.oldest": "Oldest",
  "sort.country": "Countries A-Z",
  "sort.relevance": "Relevance",
  "sort.apply": "Sort",

  "results.loading": "Loading results…",
  "results.loadMore": "Load more results",
  "results.loadingMore": "Loading more results…",
  "results.loaded": "{count, plural, one {# more result loaded} other {# more results loaded}}",
  "results.previousPage": "Previous page",
  "results.end": "End of the results.",
  "results.export": "Export every result:",
  "results.exportCsv": "CSV",
  "results.exportJson": "JSON",
  "results.feed": "Follow this search (Atom feed)",

  "actions.view": "View",
  "actions.download": "Download",
  "actions.downloadTxt": "Text (.txt)",
  "actions.downloadHtml": "Web page (.html)",
  "actions.downloadDocx": "Word (.docx)",
  "actions.print": "Print",
  "actions.copyLink": "Copy link",
  "actions.copied": "Copied to clipboard!",
  "actions.copyFailed": "The link could not be copied. Copy it from the address bar of the statement's page.",
  "actions.addToReport": "Add to Report",
  "actions.removeFromReport": "Remove from Report",

  "report.title": "Report",
  "report.untitled": "Untitled report",
  "report.titleField": "Title of your report",
  "report.lead":
    "Your report gathers the statements you add from the search results. It stays in this browser: nothing is sent to our server.",
  "report.loading": "Opening your report…",
  "report.count": "{count, plural, one {# statement} other {# statements}} in your report",
  "report.note": "Your note",
  "report.moveUp": "Move up",
  "report.moveDown": "Move down",
  "report.downloadCsv": "Download CSV",
  "report.downloadJson": "Download JSON",
  "report.downloadDocx": "Download DOCX",
  "report.downloadPdf": "Download PDF",
  "report.preparing": "Preparing the file…",
  "report.downloadFailed": "The file could not be made. Please try again in a moment.",
  "report.share": "Copy a share link",
  "report.shareNotesLeftOut":
    "Link copied, without your notes: they are too long to fit in a link. It carries the title and the statements.",
  "report.clear": "Clear the report",
  "report.clearConfirm":
    "{count, plural, one {Remove the statement from your report?} other {Remove all # statements from your report?}}",
  "report.shared.kicker": "Shared with you",
  "report.shared.lead":
    "{count, plural, one {# statement.} other {# statements, in the order chosen by the person who shared them.}}",
  "report.shared.missing":
    "{count, plural, one {# statement of the link no longer exists.} other {# statements of the link no longer exist.}}",
  "report.shared.none": "None of the statements in this link exists. It may have been edited or cut off.",
  "report.shared.cut":
    "This link seems to have been cut off: its title and notes are missing. The statements are shown without them.",
  "report.shared.damaged":
    "The title and notes in this link could not be read: it may have been edited or cut off. The statements are shown without them.",
  "report.shared.partial": "Part of the title and notes in this link was not valid and has been left out.",
  "report.shared.note": "Note from the person who shared it",
  "report.shared.keepTitle": "Keep this report?",
  "report.shared.mineEmpty": "Your own report is empty. Reading this one saves nothing unless you keep it.",
  "report.shared.mine":
    "{count, plural, one {Your own report holds # statement.} other {Your own report holds # statements.}} It stays as it is unless you choose otherwise.",
  "report.shared.open": "Keep it as my report",
  "report.shared.merge": "Add its statements to my report",
  "report.shared.replace":
    "{count, plural, one {Replace my report (# statement) with this one} other {Replace my report (# statements) with this one}}",
  "report.shared.justRead": "Just read it",
  "report.shared.reading": "You are reading a shared report; your own report is unchanged.",
  "report.shared.showChoice": "Keep it…",
  "report.shared.choiceHelp":
    "Adding keeps your statements, notes and title, and puts the shared statements you do not have at the end, with their notes. Replacing puts this report, its title and notes in place of yours.",
  "report.shared.openMine": "Open my own report",
  "report.kept.replaced": "The shared report is now your report.",
  "report.kept.merged":
    "{count, plural, =0 {You already had every shared statement: your report is unchanged.} one {# shared statement was added at the end of your report.} other {# shared statements were added at the end of your report.}}",
  "report.empty.title": "Your report is empty",
  "report.empty.text":
    "Search for a theme or a country, then choose “Add to report” on the statements you want to keep.",
  "report.empty.action": "Start a search",

  "analytics.title": "Analytics",
  "analytics.lead":
    "How often states spoke of a theme over time, compared with other themes, where in the world, and how many of the {total} member states did.",
  "analytics.prompt": "Add a keyword at the top of the search bar to display the graphic",
  "analytics.sectionTrends": "Diplomatic trends",
  "analytics.sectionComparison": "Comparison over time",
  "analytics.sectionMap": "Top 20 countries",
  "analytics.sectionCoverage": "Member states that issued statements",
  "analytics.notYet": "The charts for “{query}” are being prepared and will appear here.",

  "analytics.titleWithQuery": "Analytics for “{query}”",
  "analytics.headingWithQuery": "Analytics for “{query}”",
  "analytics.seeStatements": "See the matching statements",
  "analytics.sectionGroups": "Statements by group",
  "analytics.memberStatesText": "Member states that issued statements matching “{query}”",
  "analytics.memberStatesFigure": "{count} of {total}",
  "analytics.statementsText": "Statements matching “{query}”",
  "analytics.statementsFigure": "{count, plural, one {# statement} other {# statements}}",
  "analytics.interval": "Interval",
  "analytics.intervalDay": "Day",
  "analytics.intervalWeek": "Week",
  "analytics.intervalMonth": "Month",
  "analytics.intervalYear": "Year",
  "analytics.intervalAuto": "chosen for this range",
  "analytics.measure": "Show",
  "analytics.measureCount": "Number of statements",
  "analytics.measureShare": "Share of all statements",
  "analytics.trendsTitle": "Statements matching “{query}” per period",
  "analytics.trendsShareTitle": "Share of all statements matching “{query}” per period",
  "analytics.chartDescription":
    "From {from} to {to}, {interval, select, day {by day} week {by week (weeks start on Monday)} month {by month} other {by year}}, {measure, select, share {as a share of all statements of each period} other {as a number of statements}}. The table below the chart gives every figure.",
  "analytics.estimated":
    "Estimated from a sample of one statement in sixteen: {labels}. Each period’s count is within about {error, number, percent}; the table marks these counts with ≈.",
  "analytics.quotedLabel": "“{label}”",
  "analytics.unplaced":
    "{count, plural, one {# matching statement is} other {# matching statements are}} dated less precisely than a {interval, select, day {day} week {week} month {month} other {year}} and not drawn; a longer interval includes {count, plural, one {it} other {them}}.",
  "analytics.noStatements": "No statement matches under these filters.",
  "analytics.tableSummary": "The figures as a table",
  "analytics.tablePeriod": "Period",
  "analytics.tableAll": "All statements",
  "analytics.tableCount": "{label}: statements",
  "analytics.tableShare": "{label}: share",
  "analytics.tableGroup": "Group",
  "analytics.tableStatements": "Statements",
  "analytics.tableIssuers": "Members that issued statements",
  "analytics.compareHint": "Draw your search beside up to {max} other themes or countries.",
  "analytics.comparedTerms": "Compared terms",
  "analytics.compareLabel": "Another theme or country",
  "analytics.compareAdd": "Compare",
  "analytics.compareRemove": "Remove “{term}” from the comparison",
  "analytics.compareLimit":
    "At most {max} terms can be compared with your search. Remove one to add another.",
  "analytics.comparisonTitle":
    "“{query}” compared with {count, plural, one {# other term} other {# other terms}}, per period",
  "analytics.comparisonEmpty": "Add a theme or a country above to draw it beside your search.",
  "analytics.errorTooManyCompared":
    "At most 4 terms can be compared with your search; more were asked. Remove one and try again.",
  "analytics.errorTooManyPeriods":
    "This interval gives too many periods for the range. Choose a longer interval or a shorter range.",
  "analytics.mapTitle": "The 20 countries with the most statements matching “{query}”",
  "analytics.groupsTitle": "Statements matching “{query}” by group",
  "analytics.groupsDescription":
    "For each of the seven groups: the matching statements, and how many of the group's members issued at least one.",
  "analytics.groupIssuers": "{issuers} of {members} members",

  "charts.weekRange": "{from} – {to}",
  "charts.keyboardHint": "{title}. Use the arrow keys to read each period's figures.",
  "charts.download": "Download",
  "charts.downloadsLabel": "Download “{chart}”",
  "charts.dataCsv": "Data (CSV)",
  "charts.downloadFailed": "The file could not be made in this browser.",

  "analyticsTool.title": "Analytics tool",
  "analyticsTool.lead":
    "Choose terms, countries, groups and an interval, and follow the statements day by day on a calendar.",
  "analyticsTool.terms": "Terms",
  "analyticsTool.queryLabel": "Your search",
  "analyticsTool.compareLabel": "Compare with (term {n})",
  "analyticsTool.intervalLabel": "Interval",
  "analyticsTool.intervalAuto": "Chosen from the range",
  "analyticsTool.submit": "Draw",
  "analyticsTool.timelineTitle": "Statements per period",
  "analyticsTool.calendarTitle": "Day by day",
  "analyticsTool.calendarCaption": "Statements per day in {month}. Each day opens its results.",
  "analyticsTool.dayItem": "{label}: {count, number}",
  "analyticsTool.monthItem":
    "{label}: {count, plural, one {# statement dated only by month} other {# statements dated only by month}}",
  "analyticsTool.calendarEmpty": "No statement matches in this month.",

  "coverage.title": "Coverage",
  "coverage.lead":
    "Which countries {product} covers, and how recent their statements are. Sources are the official websites of foreign ministries and diplomatic missions that our crawler reads; statements can also come from imported collections such as the UN General Debate Corpus, so a country may have statements without a source.",
  "coverage.figures": "Coverage in figures",
  "coverage.memberStatesWithSources":
    "{count, plural, one {# of {total} member states has at least one source} other {# of {total} member states have at least one source}}",
  "coverage.memberStatesWithStatements":
    "{count, plural, one {# of {total} member states has at least one statement} other {# of {total} member states have at least one statement}}",
  "coverage.statements":
    "{count, plural, =0 {No statements indexed yet} one {# statement indexed} other {# statements indexed}}",
  "coverage.sources":
    "{count, plural, =0 {No sources in the registry yet} one {# source in the registry ({enabled} in use)} other {# sources in the registry ({enabled} in use)}}",
  "coverage.note":
    "Crawl times are in UTC. A statement known only by its year or month is shown with just that.",
  "coverage.tableCaption":
    "{group}: sources, last crawl, newest statement and number of statements per country",
  "coverage.columnCountry": "Country",
  "coverage.columnSources": "Sources",
  "coverage.columnLastCrawl": "Last crawl (UTC)",
  "coverage.columnNewest": "Newest statement",
  "coverage.columnStatements": "Statements",
  "coverage.never": "never",
  "coverage.none": "none",
  "coverage.sourcesDisabled": "disabled: {disabled}",
  "coverage.lastSuccess": "last successful crawl: {date}",
  "coverage.noSuccess": "no successful crawl yet",
  "coverage.formerState": "former state",
  "coverage.groupEmpty": "No member of this group has sources or statements yet.",
  "coverage.unavailable":
    "The coverage figures are not available at the moment. Please try again in a few minutes.",

  "articles.title": "Articles",
  "articles.lead": "Guides to searching and reading official statements with {product}.",
  "articles.published": "Published on {date}",
  "articles.empty": "No articles have been published in this language yet.",
  "articles.backToList": "All articles",

  "content.contactNone": "This installation of {product} has not published a contact address yet.",
  "content.contactEmail": "Write to us at {email}.",
  "content.lastUpdated": "Last updated: {date}",

  "calendar.navigation": "Choose the month",
  "calendar.previousYear": "Previous year",
  "calendar.previousPeriod": "Previous month",
  "calendar.currentPeriod": "This month",
  "calendar.nextPeriod": "Next month",
  "calendar.nextYear": "Next year",
  "calendar.untitled": "Untitled",
  "calendar.caption": "{caption}, {month}",
  "calendar.itemDates": "({dates})",

  "map.disclaimer":
    "The boundaries and names shown and the designations used on this map do not imply official endorsement or acceptance by the United Nations. Dotted line represents approximately the Line of Control in Jammu and Kashmir agreed upon by India and Pakistan. The final status of Jammu and Kashmir has not yet been agreed upon by the parties. Final boundary between the Republic of Sudan and the Republic of South Sudan has not yet been determined. A dispute exists between the Governments of Argentina and the United Kingdom of Great Britain and Northern Ireland concerning sovereignty over the Falkland Islands (Malvinas).",
  "map.countryLabel": "{country}: {count, plural, one {# statement} other {# statements}}",
  "map.statements": "{count, plural, one {# statement} other {# statements}}",
  "map.legendTitle": "Statements",
  "map.legendRange": "{from}–{to}",
  "map.legendOutside": "Not in the top {count}",
  "map.tableRank": "Rank",
  "map.tableCountry": "Country",
  "map.tableStatements": "Statements",
  "map.tableOnly": "In the table only (organisations and former states): {names}",

  "offline.title": "You are offline",
  "offline.text":
    "This page has not been saved for offline reading. Pages you have opened before, and your report, remain available.",
  "offline.retry": "Try again",

  "error.title": "Error",
  "error.notFound": "This page could not be found",
  "error.server": "Something went wrong on our side. Please try again in a moment.",
  "error.unknownMiddleware": "Unknown middleware {name}",
  "error.status": "Error {status}",
  "error.backHome": "Back to the home page",
  "error.errorPageFailed": "An error occurred while showing the error page",
  "error.goBackHome": "Go back to home",

  "footer.credits":
    "Includes the UN General Debate Corpus (Jankin, Baturo and Dasandi, CC0). Country names follow UN usage.",
  "footer.independent":
    "{product} is an independent search tool. The originals on the issuers' websites are authoritative.",
} as const;

export type MessageKey = keyof typeof en;
/** What every language file must provide: exactly the English keys. */
export type Messages = { readonly [K in MessageKey]: string };
