import type { ClauseTranslation, CountryRef, QueryLanguage } from "@communique/core/contract";
import { Form } from "react-router";
import { AppLink } from "../components/app-link";
import { useI18n } from "../i18n/i18n-context";
import { textDirection } from "./result-item";
import { type SearchState, withFilters, writeSearchState } from "./search-state";
import { chipsByText } from "./term-chips";

type SearchHref = (state: SearchState) => string;

/**
 * "Search in all six languages": a switch that submits the search again with translate=add or
 * keep (a real form: it works without scripts). The spec's advanced option, on the results page.
 */
export function TranslateSwitch({
  state,
  path = "/search",
  keep = [],
}: {
  state: SearchState;
  /** The page the switch reloads, and the parameters of its own to keep (analytics: compare…). */
  path?: string;
  keep?: readonly [string, string][];
}) {
  const { t, href } = useI18n();
  const on = state.translate === "add";
  const hidden = [...writeSearchState({ ...state, translate: "keep", omit: [] }).entries(), ...keep];
  return (
    <Form method="get" action={href(path)} className="translate-switch" preventScrollReset>
      {hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="translate" value={on ? "keep" : "add"} role="switch" aria-checked={on}>
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        {t("translate.switch")}
      </button>
    </Form>
  );
}

/**
 * Which language the query's words were read in, and why (issue 33): as typed, only statements
 * in that language are searched, and the reader must know it to judge an empty or short answer.
 */
export function QueryLanguageNote({
  language,
  translated,
}: {
  language: QueryLanguage;
  translated: boolean;
}) {
  const { t, format } = useI18n();
  return (
    <p className="translation-note query-language" data-language={language.code}>
      {t("translate.readIn", {
        language: format.language(language.code),
        by: language.by,
        translated: translated ? "yes" : "no",
        switch: t("translate.switch"),
      })}
    </p>
  );
}

/** The equivalents searched, as chips in their own script and direction, each removable. */
export function TranslationChips({
  state,
  clauses,
  searchHref,
}: {
  state: SearchState;
  clauses: readonly ClauseTranslation[];
  searchHref: SearchHref;
}) {
  const { t, format } = useI18n();
  const translated = clauses.filter((c) => c.translations.length || c.omitted.length);
  const untranslated = clauses.filter((c) => c.source === "none");
  if (!translated.length && !untranslated.length) return null;
  return (
    <section className="translations" aria-label={t("translate.heading")}>
      {translated.map((clause) => (
        <div key={`${clause.excluded ? "-" : ""}${clause.text}`} className="translation-clause">
          <p className="translation-source">
            {t(clause.excluded ? "translate.excludedClause" : "translate.clause", { text: clause.text })}{" "}
            {clause.source === "machine" && (
              <span className="translation-note">{t("translate.machine")}</span>
            )}
          </p>
          <ul className="active-filters translation-chips">
            {chipsByText(clause.translations).map((chip) => (
              <li key={chip.keys.join(" ")}>
                <AppLink
                  className="chip chip-term"
                  to={searchHref({ ...state, omit: [...state.omit, ...chip.keys] })}
                  aria-label={t("translate.remove", {
                    text: chip.text,
                    language: format.languages(chip.languages),
                  })}
                  title={format.languages(chip.languages)}
                >
                  <span lang={chip.languages[0]} dir={textDirection(chip.languages[0]!)}>
                    {chip.text}
                  </span>{" "}
                  <span aria-hidden="true">×</span>
                </AppLink>
              </li>
            ))}
            {chipsByText(clause.omitted).map((chip) => (
              <li key={`omitted-${chip.keys.join(" ")}`}>
                <AppLink
                  className="chip chip-omitted"
                  to={searchHref({ ...state, omit: state.omit.filter((o) => !chip.keys.includes(o)) })}
                  aria-label={t("translate.restore", {
                    text: chip.text,
                    language: format.languages(chip.languages),
                  })}
                  title={format.languages(chip.languages)}
                >
                  <span aria-hidden="true">+</span>{" "}
                  <s lang={chip.languages[0]} dir={textDirection(chip.languages[0]!)}>
                    {chip.text}
                  </s>
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {untranslated.length > 0 && (
        <p className="translation-note">
          {t("translate.untranslated", { terms: untranslated.map((c) => `“${c.text}”`).join(", ") })}
        </p>
      )}
    </section>
  );
}

/** The query is only an issuer's name: "Statements by France", one click away. */
export function CountrySuggestion({
  state,
  country,
  searchHref,
}: {
  state: SearchState;
  country: CountryRef;
  searchHref: SearchHref;
}) {
  const { t } = useI18n();
  if (state.filters.countries.includes(country.code)) return null;
  const byCountry = withFilters(
    { ...state, q: "", translate: "keep", omit: [] },
    { countries: [country.code], groups: [] },
  );
  return (
    <p className="country-suggestion">
      <AppLink className="chip chip-suggestion" to={searchHref(byCountry)}>
        {t("translate.statementsBy", { country: country.name })}
      </AppLink>
    </p>
  );
}
