import { AppLink } from "../../components/app-link";
import { useI18n } from "../../i18n/i18n-context";
import { usesAdvanced } from "../../search";
import { type AnalyticsState, analyticsQuery } from "../analytics-state";
import { suggestsPhrase } from "./suggests-phrase";

/**
 * For each term of several unquoted words (the query, each compared term): it is counted as
 * statements holding all its words anywhere, which for "climate change" is nearly every speech
 * since 1947; a link counts the phrase instead, the other terms and filters unchanged.
 */
export function PhraseSuggestions({
  state,
  path,
}: {
  state: AnalyticsState;
  path: "/analytics" | "/analytics-tool";
}) {
  const { t, href } = useI18n();
  const quoted = (term: string) => `"${term.trim()}"`;
  const suggestions = [
    ...(!usesAdvanced(state) && suggestsPhrase(state.q)
      ? [{ term: state.q.trim(), change: { q: quoted(state.q), omit: [] } as Partial<AnalyticsState> }]
      : []),
    ...state.compare.flatMap((term, k) =>
      suggestsPhrase(term)
        ? [{ term: term.trim(), change: { compare: state.compare.map((c, i) => (i === k ? quoted(c) : c)) } }]
        : [],
    ),
  ];
  if (!suggestions.length) return null;
  return (
    <ul className="phrase-suggestions">
      {suggestions.map(({ term, change }) => (
        <li key={term}>
          {/* The term isolated (FSI…PDI): a Latin term must not reorder an Arabic sentence. */}
          {t("analytics.phraseHint", { term: `\u2068${term}\u2069` })}{" "}
          <AppLink to={`${href(path)}${analyticsQuery(state, { ...change, month: undefined })}`}>
            {t("analytics.phraseLink", { phrase: `\u2068${quoted(term)}\u2069` })}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
