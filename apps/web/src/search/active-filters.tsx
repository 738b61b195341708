import { issuerSelection, NO_FILTERS } from "@communique/core/contract";
import { ADVANCED_LABELS } from "../components/advanced-search";
import { AppLink } from "../components/app-link";
import { useI18n } from "../i18n/i18n-context";
import { PERIOD_LABELS } from "./filters-panel";
import { ADVANCED_FIELDS, type SearchState, toggle, withFilters } from "./search-state";

/**
 * The search as removable chips: the advanced search's fields, the issuers as they count
 * (issuerSelection), the languages and the period. Each chip's link is the search without it.
 */
export function ActiveFilters({
  state,
  reference,
  searchHref,
}: {
  state: SearchState;
  reference: {
    countries: { code: string; name: string }[];
    groups: { slug: string; name: string }[];
    blocs?: { id: string; name: string }[];
  };
  searchHref: (state: SearchState) => string;
}) {
  const { t, format } = useI18n();
  const chips: { key: string; label: string; to: string }[] = [];
  // The advanced search's fields first: they are the query, the rest narrows it.
  for (const field of ADVANCED_FIELDS)
    if (state[field])
      chips.push({
        key: `a-${field}`,
        label: t("advanced.chip", { field: t(ADVANCED_LABELS[field]), words: state[field] }),
        to: searchHref({ ...state, [field]: "" }),
      });
  const groupName = (slug: string) => reference.groups.find((g) => g.slug === slug)?.name ?? slug;
  // The chips say what the issuers stand for (issuerSelection): a group narrowed by its chosen
  // members shows as those members within it ("African States › Kenya"), whose removal gives the
  // whole group back; whole groups and other countries stand alone.
  const issuers = issuerSelection(state.filters);
  const narrowedBy = new Map(
    issuers.narrowedGroups.flatMap(({ group, countries }) => countries.map((code) => [code, group])),
  );
  for (const slug of issuers.wholeGroups)
    chips.push({
      key: `g-${slug}`,
      label: groupName(slug),
      to: searchHref(withFilters(state, { groups: toggle(state.filters.groups, slug) })),
    });
  for (const code of state.filters.countries) {
    const country = reference.countries.find((c) => c.code === code)?.name ?? code;
    const group = narrowedBy.get(code);
    chips.push({
      key: `c-${code}`,
      label: group ? t("filters.within", { group: groupName(group), country }) : country,
      to: searchHref(withFilters(state, { countries: toggle(state.filters.countries, code) })),
    });
  }
  for (const id of state.filters.blocs)
    chips.push({
      key: `b-${id}`,
      label: reference.blocs?.find((b) => b.id === id)?.name ?? id,
      to: searchHref(withFilters(state, { blocs: toggle(state.filters.blocs, id) })),
    });
  for (const code of state.filters.languages)
    chips.push({
      key: `l-${code}`,
      label: format.language(code),
      to: searchHref(withFilters(state, { languages: toggle(state.filters.languages, code) })),
    });
  // The period as chosen, and whether statements dated by month or year that overlap it count.
  const period = (label: string) =>
    state.filters.dates === "overlap" ? t("filters.coarseIncluded", { period: label }) : label;
  if (state.filters.period)
    chips.push({
      key: "period",
      label: period(t(PERIOD_LABELS[state.filters.period])),
      to: searchHref(withFilters(state, { period: undefined, dates: undefined })),
    });
  else if (state.filters.from || state.filters.to)
    chips.push({
      key: "range",
      label: period(
        `${state.filters.from ? format.date(state.filters.from) : "…"} – ${state.filters.to ? format.date(state.filters.to) : "…"}`,
      ),
      to: searchHref(withFilters(state, { from: undefined, to: undefined, dates: undefined })),
    });
  if (chips.length === 0) return null;
  return (
    <ul className="active-filters" aria-label={t("filters.active")}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <AppLink to={chip.to} className="chip" aria-label={t("filters.remove", { label: chip.label })}>
            {chip.label} <span aria-hidden="true">×</span>
          </AppLink>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <AppLink className="chip chip-clear" to={searchHref({ ...state, filters: NO_FILTERS })}>
            {t("filters.clearAll")}
          </AppLink>
        </li>
      )}
    </ul>
  );
}
