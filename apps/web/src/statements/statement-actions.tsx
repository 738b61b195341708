import type { DatePrecision } from "@communique/core/vocabulary";
import { useEffect, useState } from "react";
import { AppLink } from "../components/app-link";
import { copyToClipboard } from "../components/copy-to-clipboard";
import { useI18n } from "../i18n/i18n-context";
import { richMessage } from "../i18n/rich-message";
import { report, useReport } from "../report";

export interface StatementSummary {
  id: string;
  title: string;
  country: { code: string; name: string };
  date: string;
  datePrecision: DatePrecision;
  language: string;
  titleLanguage?: string;
  url: string | null;
}

const DOWNLOADS = [
  ["txt", "actions.downloadTxt"],
  ["html", "actions.downloadHtml"],
  ["docx", "actions.downloadDocx"],
] as const;

/**
 * View, download, print, copy link and add to / remove from the report: the same actions on a
 * result and on a statement's page. The report state shows wherever the statement appears.
 */
export function StatementActions({
  statement,
  onPage = false,
  search = "",
}: {
  statement: StatementSummary;
  onPage?: boolean;
  /** The search that lists the statement ("?q=…"), carried by "View" as by the result's title. */
  search?: string;
}) {
  const { t, href, lang } = useI18n();
  const items = useReport();
  const inReport = items.some((item) => item.id === statement.id);
  const [copied, setCopied] = useState("");
  const pagePath = href(`/statements/${encodeURIComponent(statement.id)}`);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(""), 4000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copyLink = async () =>
    setCopied(await copyToClipboard(new URL(pagePath, window.location.origin).href, t));

  return (
    <div className="statement-actions">
      {!onPage && (
        <AppLink className="action" to={`${pagePath}${search}`}>
          {t("actions.view")}
        </AppLink>
      )}
      <details className="action-menu">
        <summary className="action">{t("actions.download")}</summary>
        <ul>
          {DOWNLOADS.map(([format, key]) => (
            <li key={format}>
              <a
                href={`/api/statements/${encodeURIComponent(statement.id)}/download?format=${format}&lang=${lang}`}
                download
              >
                {/* The extension isolated: Arabic's bidi would show "(.txt)" as "(txt.)". */}
                {richMessage(t, key, { extension: <bdi dir="ltr">{`.${format}`}</bdi> })}
              </a>
            </li>
          ))}
        </ul>
      </details>
      {onPage ? (
        <button type="button" className="action" onClick={() => window.print()}>
          {t("actions.print")}
        </button>
      ) : (
        <a className="action" href={`${pagePath}?print=1`}>
          {t("actions.print")}
        </a>
      )}
      <button type="button" className="action" onClick={copyLink}>
        {t("actions.copyLink")}
      </button>
      <button
        type="button"
        className={inReport ? "action action-on" : "action"}
        aria-pressed={inReport}
        onClick={() => (inReport ? report.remove(statement.id) : report.add(statement))}
      >
        {inReport ? t("actions.removeFromReport") : t("actions.addToReport")}
      </button>
      <span className="action-status" role="status">
        {copied}
      </span>
    </div>
  );
}
