/** The search feature's public face: its address state, which the analytics pages share. */
export {
  apiSearchParams,
  hasFilters,
  hasQuery,
  readSearchState,
  type SearchState,
  usesAdvanced,
  withFilters,
  writeSearchState,
} from "./search-state";
export { TranslateSwitch } from "./translation-panel";
