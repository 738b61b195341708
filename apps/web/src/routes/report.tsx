import { REPORT_MAX_TITLE, type ReportRequest, reportFileBase } from "@communique/core/contract";
import { useEffect, useState } from "react";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData, useLocation } from "react-router";
import { useHydrated } from "../behaviours/use-hydrated";
import { AppLink } from "../components/app-link";
import { copyToClipboard } from "../components/copy-to-clipboard";
import { downloadBlob, downloadFile } from "../files/download";
import { useI18n } from "../i18n/i18n-context";
import { pageLanguage } from "../i18n/resolve-language";
import { pageMeta } from "../page-meta";
import { leadExcerpt } from "../report/excerpt";
import { ItemAddress, ItemExcerpt } from "../report/item-print";
import { reportCsv, reportJson } from "../report/report-files";
import { type ReportItem, report, useReport, useReportTitle } from "../report/report-store";
import { sharedIds, shareLink } from "../report/share-link";
import { type KeptShared, SharedReportView } from "../report/shared-report-view";
import { textDirection } from "../search/result-item";
import { statementThroughApi } from "../server/api-client.server";
import { webContext } from "../server/load-context.server";

/**
 * A shared link (`?ids=a,b,c`, the title and notes in the fragment) is resolved on the server; the
 * reader's own report stays in the browser. `shared` is null when the address shares nothing.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { operate } = webContext(context);
  const lang = pageLanguage(params, request);
  const query = new URL(request.url).searchParams;
  if (!query.has("ids")) return { shared: null, missing: 0 };
  const ids = sharedIds(query);
  const found = await Promise.all(ids.map((id) => statementThroughApi(operate, id, lang)));
  const shared: ReportItem[] = found
    .filter((s) => s !== null)
    .map(({ body, ...summary }) => ({ ...summary, excerpt: leadExcerpt(body), note: "" }));
  return { shared, missing: ids.length - shared.length };
}

export const meta: MetaFunction = (args) => pageMeta(args, (t) => t("report.title"), { kind: "report" });

export default function Report() {
  const { shared, missing } = useLoaderData<typeof loader>();
  if (shared) return <SharedReportView shared={shared} missing={missing} />;
  return <OwnReport />;
}

function OwnReport() {
  const { t, href } = useI18n();
  const items = useReport();
  const title = useReportTitle();
  const hydrated = useHydrated();
  useMissingExcerpts(items);

  return (
    <article className="report">
      <h1 dir="auto">{title.trim() || t("report.title")}</h1>
      <p className="lead">{t("report.lead")}</p>
      <KeptNotice />
      {!hydrated ? (
        <p className="meta-line">{t("report.loading")}</p>
      ) : items.length === 0 ? (
        <div className="empty-state">
          <h2>{t("report.empty.title")}</h2>
          <p>{t("report.empty.text")}</p>
          <p>
            <AppLink className="button" to={href("/search")}>
              {t("report.empty.action")}
            </AppLink>
          </p>
        </div>
      ) : (
        <>
          <label className="report-title-field">
            <span>{t("report.titleField")}</span>
            <input
              type="text"
              dir="auto"
              value={title}
              maxLength={REPORT_MAX_TITLE}
              placeholder={t("report.untitled")}
              onChange={(e) => report.setTitle(e.target.value)}
            />
          </label>
          <ReportToolbar items={items} title={title.trim()} />
          <ol className="report-items">
            {items.map((item, index) => (
              <ReportEntry key={item.id} item={item} first={index === 0} last={index === items.length - 1} />
            ))}
          </ol>
        </>
      )}
    </article>
  );
}

/**
 * Items saved before reports kept an excerpt get theirs from the API once, a few at a time; one
 * that cannot be fetched (offline, or gone) is shown without it and asked again on a later visit.
 */
function useMissingExcerpts(items: readonly ReportItem[]) {
  const { lang } = useI18n();
  const missing = items
    .filter((item) => item.excerpt === undefined)
    .map((item) => item.id)
    .join("\n");
  useEffect(() => {
    if (!missing) return;
    let cancelled = false;
    const queue = missing.split("\n");
    const fetchNext = async (): Promise<void> => {
      const id = queue.shift();
      if (id === undefined || cancelled) return;
      try {
        const response = await fetch(`/api/statements/${encodeURIComponent(id)}?lang=${lang}`);
        if (response.ok && !cancelled)
          report.setExcerptFrom(id, ((await response.json()) as { body: string }).body);
      } catch {
        // Offline: the item shows without its excerpt.
      }
      return fetchNext();
    };
    void Promise.all([fetchNext(), fetchNext(), fetchNext()]);
    return () => {
      cancelled = true;
    };
  }, [missing, lang]);
}

/** After keeping a shared report: what became of the reader's own. */
function KeptNotice() {
  const { t } = useI18n();
  const state = useLocation().state as KeptShared | null;
  if (state?.kept === "replaced")
    return (
      <p className="notice" role="status">
        {t("report.kept.replaced")}
      </p>
    );
  if (state?.kept === "merged")
    return (
      <p className="notice" role="status">
        {t("report.kept.merged", { count: state.added })}
      </p>
    );
  return null;
}

function ReportToolbar({ items, title }: { items: readonly ReportItem[]; title: string }) {
  const { t, lang, format, product } = useI18n();
  const [status, setStatus] = useState("");
  const pageUrl = (id: string) => `${window.location.origin}/${lang}/statements/${encodeURIComponent(id)}`;
  const stamp = new Date().toISOString().slice(0, 10);
  const fileName = (extension: string) => `${reportFileBase(title, product, stamp)}.${extension}`;
  const downloadDocument = async (format: "docx" | "pdf") => {
    setStatus(t("report.preparing"));
    try {
      const response = await fetch(`/api/report/download?format=${format}&lang=${lang}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          ...(title ? { title } : {}),
          items: items.map(({ id, note }) => ({ id, note })),
        } satisfies ReportRequest),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      downloadBlob(fileName(format), await response.blob());
      setStatus("");
    } catch {
      setStatus(t("report.downloadFailed"));
    }
  };
  const share = async () => {
    const link = await shareLink(window.location.origin, lang, { title, items });
    const copied = await copyToClipboard(link.url, t);
    setStatus(link.notesLeftOut && copied === t("actions.copied") ? t("report.shareNotesLeftOut") : copied);
  };
  return (
    <div className="report-toolbar">
      <p className="result-count">{t("report.count", { count: items.length })}</p>
      <div className="toolbar">
        <button type="button" className="action" onClick={() => window.print()}>
          {t("actions.print")}
        </button>
        <button type="button" className="action" onClick={() => downloadDocument("docx")}>
          {t("report.downloadDocx")}
        </button>
        <button type="button" className="action" onClick={() => downloadDocument("pdf")}>
          {t("report.downloadPdf")}
        </button>
        <button
          type="button"
          className="action"
          onClick={() => downloadFile(fileName("csv"), "text/csv;charset=utf-8", reportCsv(items, pageUrl))}
        >
          {t("report.downloadCsv")}
        </button>
        <button
          type="button"
          className="action"
          onClick={() => downloadFile(fileName("json"), "application/json", reportJson(items, pageUrl))}
        >
          {t("report.downloadJson")}
        </button>
        <button type="button" className="action" onClick={share}>
          {t("report.share")}
        </button>
        <button
          type="button"
          className="action"
          onClick={() => {
            if (window.confirm(t("report.clearConfirm", { count: items.length }))) report.clear();
          }}
        >
          {t("report.clear")}
        </button>
        <span className="action-status" role="status">
          {status}
        </span>
      </div>
      <p className="meta-line print-only">{format.date(stamp)}</p>
    </div>
  );
}

function ReportEntry({ item, first, last }: { item: ReportItem; first: boolean; last: boolean }) {
  const { t, href, format } = useI18n();
  const [note, setNote] = useState(item.note);
  const languageName = format.language(item.language);
  // Saved a moment after typing stops, and on leaving the field.
  useEffect(() => {
    if (note === item.note) return;
    const timer = setTimeout(() => report.setNote(item.id, note), 400);
    return () => clearTimeout(timer);
  }, [note, item.id, item.note]);
  return (
    <li className="report-item">
      <h2
        className="result-title"
        lang={item.titleLanguage ?? item.language}
        dir={textDirection(item.titleLanguage ?? item.language)}
      >
        <AppLink to={href(`/statements/${encodeURIComponent(item.id)}`)}>{item.title}</AppLink>
      </h2>
      <p className="meta-line">
        {t("search.resultMeta", {
          country: item.country.name,
          date: format.date(item.date, item.datePrecision),
          language: languageName,
        })}
      </p>
      <ItemExcerpt item={item} />
      <label className="note">
        <span>{t("report.note")}</span>
        <textarea
          value={note}
          dir="auto"
          rows={2}
          maxLength={5000}
          onChange={(e) => setNote(e.target.value)}
          onBlur={() => report.setNote(item.id, note)}
        />
      </label>
      {note && (
        <div className="print-only note-print">
          <p className="note-print-label">{t("report.note")}</p>
          <p dir="auto">{note}</p>
        </div>
      )}
      <ItemAddress item={item} />
      <div className="statement-actions">
        <button type="button" className="action" disabled={first} onClick={() => report.move(item.id, -1)}>
          {t("report.moveUp")}
        </button>
        <button type="button" className="action" disabled={last} onClick={() => report.move(item.id, 1)}>
          {t("report.moveDown")}
        </button>
        <button type="button" className="action" onClick={() => report.remove(item.id)}>
          {t("actions.removeFromReport")}
        </button>
      </div>
    </li>
  );
}
