import { issuerSelection } from "@communique/core/contract";
import { rankCountries } from "@communique/core/country-finder";
import { LANGUAGES, PERIODS, type Period } from "@communique/core/vocabulary";
import { type FormEvent, useId, useState } from "react";
import { Form, useLocation, useNavigate, useNavigation } from "react-router";
import { useHydrated } from "../behaviours/use-hydrated";
import { AppLink } from "../components/app-link";
import { type FinderCountry, loadFinderCountries } from "../components/finder-countries";
import { useI18n } from "../i18n/i18n-context";
import type { MessageKey } from "../i18n/messages/en";
import type { BlocOption, CountryOption, GroupOption } from "../server/api-client.server";
import { BlocFilter } from "./bloc-filter";
import type { SearchAnswer } from "./search-api.server";
import { readSearchState, type SearchState } from "./search-state";

export const PERIOD_LABELS: Record<Period, MessageKey> = {
  today: "filters.today",
  yesterday: "filters.yesterday",
  "3d": "filters.past3Days",
  week: "filters.pastWeek",
  month: "filters.pastMonth",
  year: "filters.pastYear",
  "2y": "filters.past2Years",
};

interface FiltersPanelProps {
  state: SearchState;
  facets: SearchAnswer["facets"] | null;
  /** The counts are estimates from a sample (a query matching more than 50,000 statements). */
  estimated?: boolean;
  countries: readonly CountryOption[];
  groups: readonly GroupOption[];
  /** The intergovernmental groupings (none on a page that does not offer them). */
  blocs?: readonly BlocOption[];
  /** The page the filters apply to (search, or the analytics that share its filters). */
  path?: string;
  /** That page's own parameters, carried through every change of filter. */
  keep?: readonly (readonly [string, string])[];
  /**
   * On a phone the panel is a sheet over the results (FiltersToggle opens it): open or not, and
   * how to close it. Without scripts the sheet opens as the address's target (#filters).
   */
  sheet?: { open: boolean; close: () => void };
}

/**
 * Issuing country, group or bloc, period and language, as one GET form: it works without JavaScript
 * (an Apply button); with it, every change applies at once.
 */
/** Choices show the address's state: the form's onChange navigates, and the page follows. */
const followsAddress = () => {};

export function FiltersPanel({
  state,
  facets,
  estimated = false,
  countries,
  groups,
  blocs = [],
  path = "/search",
  keep = [],
  sheet,
}: FiltersPanelProps) {
  const navigation = useNavigation();
  const location = useLocation();
  // While a change loads, show it at once; if it is abandoned (Back), the choices follow again.
  const pending =
    navigation.location?.pathname === location.pathname
      ? readSearchState(new URLSearchParams(navigation.location.search))
      : null;
  const shown = pending ?? state;
  const { t, href, format, lang } = useI18n();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [countryFilter, setCountryFilter] = useState("");
  const [finder, setFinder] = useState<readonly FinderCountry[] | null>(null);
  const filterId = useId();
  const groupCount = new Map(facets?.groups.map((g) => [g.slug, g.count]));
  const countryCount = new Map(facets?.countries.map((c) => [c.code, c.count]));
  const languageCount = new Map(facets?.languages.map((l) => [l.code, l.count]));
  // A chosen group with chosen members stands for those members alone: say so beside it.
  const narrowed = new Map(
    issuerSelection(shown.filters).narrowedGroups.map(({ group, countries: codes }) => [
      group,
      format.list(codes.map((code) => countries.find((c) => c.code === code)?.name ?? code)),
    ]),
  );
  const needle = countryFilter.trim().toLocaleLowerCase();
  // Ranked by all the names in six languages once they are loaded ("UK", 英国); until then (or
  // offline), by the names shown here.
  const ranked = needle && finder ? rankCountries(finder, countryFilter, lang, finder.length) : null;
  const rankOf = new Map(ranked?.map((country, index) => [country.code, index]));
  const matches = (country: CountryOption) =>
    !needle ||
    (ranked
      ? rankOf.has(country.code)
      : country.name.toLocaleLowerCase().includes(needle) || country.code.toLowerCase() === needle);
  const byRank = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);
  const bestOf = (codes: readonly string[]) =>
    Math.min(...codes.map((code) => rankOf.get(code) ?? Number.POSITIVE_INFINITY));
  const shownGroups = ranked
    ? [...groups].sort((a, b) =>
        byRank(bestOf(countriesOf(countries, a.slug)), bestOf(countriesOf(countries, b.slug))),
      )
    : groups;

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    // The country finder only narrows the list shown: it is no filter (it has no name, so it is never sent).
    if (target.id === filterId) return;
    // A custom range applies once both ends are valid dates, or when cleared.
    if (target.type === "date" && target.value && !target.validity.valid) return;
    // Empty fields (the "reset date filter" choice, an empty range) stay out of the address.
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value) params.append(name, value);
    }
    const query = params.toString();
    navigate(query ? `${href(path)}?${query}` : href(path), { preventScrollReset: true });
  };
  const count = (n: number | undefined) =>
    facets ? <span className="count">{`${estimated ? "≈\u00a0" : ""}${format.number(n ?? 0)}`}</span> : null;

  return (
    <Form
      method="get"
      action={href(path)}
      id="filters"
      className={sheet ? `filters filters-as-sheet${sheet.open ? " filters-sheet-open" : ""}` : "filters"}
      onChange={onChange}
      onKeyDown={(event) => {
        if (event.key === "Escape" && sheet?.open) sheet.close();
      }}
      aria-labelledby="filters-title"
    >
      <div className="filters-heading">
        <h2 id="filters-title" tabIndex={-1}>
          {t("filters.title")}
        </h2>
        {sheet &&
          (hydrated ? (
            <button type="button" className="filters-sheet-close" onClick={sheet.close}>
              {t("filters.showResults")}
            </button>
          ) : (
            <a href="#results-title" className="filters-sheet-close button">
              {t("filters.showResults")}
            </a>
          ))}
      </div>
      {facets && estimated && <p className="facet-note">{t("filters.estimated")}</p>}
      {(["q", "all", "exact", "any", "none"] as const).map((name) =>
        state[name] ? <input key={name} type="hidden" name={name} value={state[name]} /> : null,
      )}
      {state.sort && <input type="hidden" name="sort" value={state.sort} />}
      {keep.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}

      <fieldset>
        <legend>{t("filters.period")}</legend>
        <label className="option">
          <input
            type="radio"
            name="period"
            value=""
            checked={!shown.filters.period && !shown.filters.from && !shown.filters.to}
            onChange={followsAddress}
          />
          {t("filters.anyTime")}
        </label>
        {PERIODS.map((preset) => (
          <label className="option" key={preset}>
            <input
              type="radio"
              name="period"
              value={preset}
              checked={shown.filters.period === preset}
              onChange={followsAddress}
            />
            {t(PERIOD_LABELS[preset])}
          </label>
        ))}
        <details className="custom-range" open={Boolean(state.filters.from || state.filters.to)}>
          <summary>{t("filters.customRange")}</summary>
          <label>
            {t("filters.from")}
            <input
              type="date"
              name="from"
              defaultValue={state.filters.period ? "" : state.filters.from}
              max={state.filters.to || undefined}
            />
          </label>
          <label>
            {t("filters.to")}
            <input
              type="date"
              name="to"
              defaultValue={state.filters.period ? "" : state.filters.to}
              min={state.filters.from || undefined}
            />
          </label>
        </details>
        {(shown.filters.period || shown.filters.from || shown.filters.to) && (
          <AppLink className="reset-dates" to={withoutDates(location.pathname, location.search)}>
            {t("filters.resetDate")}
          </AppLink>
        )}
        {(shown.filters.period || shown.filters.from || shown.filters.to) && (
          <label className="option option-dates">
            <input
              type="checkbox"
              name="dates"
              value="overlap"
              checked={shown.filters.dates === "overlap"}
              onChange={followsAddress}
            />
            <span className="option-label">{t("filters.includeCoarseDates")}</span>
          </label>
        )}
      </fieldset>

      <fieldset>
        <legend>{t("filters.groups")}</legend>
        {narrowed.size > 0 && <p className="facet-note">{t("filters.issuerRule")}</p>}
        {groups.map((group) => (
          <label className="option" key={group.slug}>
            <input
              type="checkbox"
              name="group"
              value={group.slug}
              checked={shown.filters.groups.includes(group.slug)}
              onChange={followsAddress}
            />
            <span className="option-label">
              {group.name}
              {narrowed.has(group.slug) && (
                <span className="option-note">
                  {t("filters.narrowedTo", { countries: narrowed.get(group.slug)! })}
                </span>
              )}
            </span>
            {count(groupCount.get(group.slug))}
          </label>
        ))}
      </fieldset>

      <BlocFilter blocs={blocs} chosen={shown.filters.blocs} />

      <fieldset className="country-filter">
        <legend>{t("filters.countries")}</legend>
        <label htmlFor={filterId} className="visually-hidden">
          {t("filters.findCountry")}
        </label>
        <input
          id={filterId}
          type="search"
          placeholder={t("filters.findCountry")}
          value={countryFilter}
          onChange={(e) => {
            setCountryFilter(e.target.value);
            if (!finder) loadFinderCountries(lang).then(setFinder, () => {});
          }}
          autoComplete="off"
          // Enter in the finder would send the filters form: the list under it is already narrowed.
          onKeyDown={(e) => {
            if (e.key === "Enter") e.preventDefault();
          }}
        />
        {shownGroups.map((group) => {
          const members = countries.filter((c) => c.group === group.slug);
          // The best match first: "UK" shows the United Kingdom above Ukraine.
          if (ranked) members.sort((a, b) => byRank(rankOf.get(a.code) ?? 1e9, rankOf.get(b.code) ?? 1e9));
          const visible = members.filter(matches);
          // A group without a match is hidden, not left out: its chosen countries stay in the form.
          const none = Boolean(needle) && visible.length === 0;
          const open = Boolean(needle) || members.some((c) => shown.filters.countries.includes(c.code));
          return (
            <details key={group.slug} open={open || undefined} hidden={none || undefined}>
              <summary>
                {group.name} {count(groupCount.get(group.slug))}
              </summary>
              {members.map((country) => (
                <label className="option" key={country.code} hidden={!matches(country) || undefined}>
                  <input
                    type="checkbox"
                    name="country"
                    value={country.code}
                    checked={shown.filters.countries.includes(country.code)}
                    onChange={followsAddress}
                  />
                  <span className="option-label">{country.name}</span>
                  {count(countryCount.get(country.code))}
                </label>
              ))}
            </details>
          );
        })}
      </fieldset>

      <fieldset>
        <legend>{t("filters.language")}</legend>
        {LANGUAGES.map((language) => (
          <label className="option" key={language.code}>
            <input
              type="checkbox"
              name="language"
              value={language.code}
              checked={shown.filters.languages.includes(language.code)}
              onChange={followsAddress}
            />
            <span className="option-label" lang={language.iso}>
              {language.name}
            </span>
            {count(languageCount.get(language.code))}
          </label>
        ))}
      </fieldset>
      <noscript>
        <button type="submit">{t("filters.apply")}</button>
      </noscript>
    </Form>
  );
}

const countriesOf = (countries: readonly CountryOption[], group: string) =>
  countries.filter((c) => c.group === group).map((c) => c.code);

/** How many filter values are chosen: the number on the phone's Filters button. */
export function chosenFilters(state: SearchState): number {
  const { groups, countries, blocs, languages, period, from, to } = state.filters;
  return groups.length + countries.length + blocs.length + languages.length + (period || from || to ? 1 : 0);
}

/**
 * The phone's way to the filters (shown by CSS on narrow screens only): "Filters (2)" opens the
 * panel as a sheet over the results. A link to #filters, so it works before scripts too.
 */
export function FiltersToggle({ state, open }: { state: SearchState; open: () => void }) {
  const { t } = useI18n();
  const label = t("filters.openSheet", { count: chosenFilters(state) });
  // Before scripts, a link whose target (#filters) CSS shows as the sheet; after, a button.
  return useHydrated() ? (
    <button type="button" className="filters-toggle button-secondary" aria-controls="filters" onClick={open}>
      {label}
    </button>
  ) : (
    <a href="#filters" className="filters-toggle button button-secondary">
      {label}
    </a>
  );
}

/** The same page without its period: the date filter's reset, a plain link. */
function withoutDates(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of ["period", "from", "to", "dates", "page"]) params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
