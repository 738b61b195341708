/** The search feature's public face: its address state, which the analytics pages share. */

export { MistypedNotice } from "./mistyped-notice";
export { textDirection } from "./result-item";
export {
  apiSearchParams,
  hasFilters,
  hasQuery,
  keptByNewQuery,
  readSearchState,
  SEARCH_PAGE_PARAMS,
  type SearchState,
  usesAdvanced,
  withFilters,
  writeSearchState,
} from "./search-state";
export { TranslateSwitch } from "./translation-panel";
