import { useI18n } from "../i18n/i18n-context";

/**
 * The first stops of the keyboard: the main content, and on the results page the results
 * themselves (past the filters, which come first in the page): the first result is then three
 * Tabs from the top, with or without scripts (issue 36).
 */
export function SkipLink({ toResults = false }: { toResults?: boolean }) {
  const { t } = useI18n();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("a11y.skipToContent")}
      </a>
      {toResults && <SkipToResults />}
    </>
  );
}

/** A link past everything to the list of results (#results), shown only while it has the focus. */
export function SkipToResults() {
  const { t } = useI18n();
  return (
    <a className="skip-link" href="#results">
      {t("a11y.skipToResults")}
    </a>
  );
}
