/**
 * Fifty-six distinct searches (issue 16: at least 50, so that no cache carries the load): words
 * common and rare, phrases, OR and NOT, filters, sorts, languages, translations, pages 1–3.
 */
export function queryMix(): string[] {
  const words = [
    "security",
    "development",
    "climate",
    "peace",
    "refugees",
    "terrorism",
    "nuclear",
    "trade",
    "sanctions",
    "ceasefire",
    "pandemic",
    "ocean",
    "debt",
    "water",
    "migration",
    "democracy",
    "sovereignty",
    "disarmament",
    "poverty",
    "education",
  ];
  const phrases = [
    '"climate change"',
    '"human rights"',
    '"security council"',
    '"sustainable development"',
    '"international law"',
    '"united nations"',
    '"small island"',
    '"rule of law"',
  ];
  const operators = [
    "climate OR ocean",
    "refugees OR migrants",
    "peace -war",
    "development -africa",
    "nuclear OR disarmament",
    "trade -tariffs",
  ];
  const other = ["المناخ", "اللاجئين", "气候变化", "可持续发展", "безопасность", "paix", "desarrollo"];
  const translated = ["sécurité", "Франция", "تغير المناخ", "desarrollo sostenible"];
  const params: Record<string, string>[] = [
    ...words.map((q) => ({ q })),
    ...phrases.map((q) => ({ q })),
    ...operators.map((q) => ({ q })),
    ...other.map((q) => ({ q })),
    ...translated.map((q) => ({ q, translate: "add" })),
    { q: "security", group: "african" },
    { q: "development", country: "FR" },
    { q: "climate", from: "2023-01-01", to: "2023-12-31" },
    { q: "peace", sort: "recent" },
    { q: "trade", sort: "oldest" },
    { q: "security", page: "2" },
    { q: "development", page: "3" },
    { q: "refugees", language: "fr" },
    { q: "water", group: "asia-pacific", sort: "recent" },
    { q: "debt", country: "US" },
    { sort: "recent" },
  ];
  return params.map((p) => new URLSearchParams(p).toString());
}
