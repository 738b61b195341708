import { useHydrated } from "../behaviours/use-hydrated";
import { useI18n } from "../i18n/i18n-context";
import { textDirection } from "../search";
import type { ReportItem } from "./report-store";

/**
 * What a report item shows and prints beside its title, issuer and date, so that a printed report
 * holds what its downloads do (issue 36): the statement's opening and its addresses.
 */
/** The statement's opening, in its own language and direction (shown, and printed). */
export function ItemExcerpt({ item }: { item: ReportItem }) {
  if (!item.excerpt) return null;
  return (
    <p className="report-excerpt" lang={item.language} dir={textDirection(item.language)}>
      {item.excerpt}
    </p>
  );
}

/** Printed only: where the statement is on this site and at its source, as the downloads cite it. */
export function ItemAddress({ item }: { item: ReportItem }) {
  const { t, href } = useI18n();
  const page = useStatementAddress(href(`/statements/${encodeURIComponent(item.id)}`));
  return (
    <p className="print-only report-address">
      <bdi>{page}</bdi>
      {item.url && (
        <>
          <br />
          {t("report.printSource")} <bdi>{item.url}</bdi>
        </>
      )}
    </p>
  );
}

/** A path of this site as a whole address once in the browser (the server does not know its origin). */
function useStatementAddress(path: string): string {
  const hydrated = useHydrated();
  return hydrated ? `${window.location.origin}${path}` : path;
}
