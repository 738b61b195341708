import { getLanguage, isLanguageCode } from "@communique/core/vocabulary";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { AppLink } from "../components/app-link";
import { useI18n } from "../i18n/i18n-context";
import { ItemAddress, ItemExcerpt } from "./item-print";
import { type ReportItem, report, useReport } from "./report-store";
import { type ReadFragment, readFragment } from "./share-link";

/** What the report page shows after a reader keeps a shared report (navigation state). */
export type KeptShared = { kept: "replaced" } | { kept: "merged"; added: number };

/**
 * A report someone shared, as they made it: their title, statements in their order, their notes.
 * Reading it changes nothing; the reader may keep it, replacing their own report or adding to it,
 * each button saying which. The statements come from the server (the link's ids); the title and
 * notes from the link's fragment, which only the browser sees, so they appear once hydrated.
 */
export function SharedReportView({ shared, missing }: { shared: ReportItem[]; missing: number }) {
  const { t, href } = useI18n();
  const location = useLocation();
  const [words, setWords] = useState<ReadFragment | null>(null);
  useEffect(() => {
    let current = true;
    readFragment(new URLSearchParams(location.search), location.hash).then((read) => {
      if (current) setWords(read);
    });
    return () => {
      current = false;
    };
  }, [location.search, location.hash]);
  const title = words?.title ?? "";
  const items = shared.map((item) => ({ ...item, note: words?.notes.get(item.id) ?? "" }));

  return (
    <article className="report shared-report">
      <p className="kicker">{t("report.shared.kicker")}</p>
      <h1 dir="auto">{title || t("report.untitled")}</h1>
      <p className="lead">
        {shared.length > 0 ? t("report.shared.lead", { count: shared.length }) : t("report.shared.none")}
      </p>
      {(missing > 0 || (words?.problem ?? null) !== null) && (
        <div className="notice notice-error shared-problems" role="alert">
          {missing > 0 && shared.length > 0 && <p>{t("report.shared.missing", { count: missing })}</p>}
          {words?.problem && <p>{t(`report.shared.${words.problem}`)}</p>}
        </div>
      )}
      {shared.length > 0 && words !== null && <KeepChoice title={title} items={items} />}
      {shared.length === 0 && (
        <p>
          <AppLink className="button" to={href("/report")}>
            {t("report.shared.openMine")}
          </AppLink>
        </p>
      )}
      <ol className="report-items">
        {items.map((item) => (
          <li key={item.id} className="report-item">
            <h2
              className="result-title"
              lang={item.titleLanguage ?? item.language}
              dir={directionOf(item.titleLanguage ?? item.language)}
            >
              <AppLink to={href(`/statements/${encodeURIComponent(item.id)}`)}>{item.title}</AppLink>
            </h2>
            <ItemMeta item={item} />
            <ItemExcerpt item={item} />
            {item.note && (
              <div className="shared-note">
                <p className="shared-note-label">{t("report.shared.note")}</p>
                <p dir="auto">{item.note}</p>
              </div>
            )}
            <ItemAddress item={item} />
          </li>
        ))}
      </ol>
    </article>
  );
}

function ItemMeta({ item }: { item: ReportItem }) {
  const { t, format } = useI18n();
  return (
    <p className="meta-line">
      {t("search.resultMeta", {
        country: item.country.name,
        date: format.date(item.date, item.datePrecision),
        language: format.language(item.language),
      })}
    </p>
  );
}

/** Keep (replace or add, each saying what it does) or just read: the reader's report is never changed unasked. */
function KeepChoice({ title, items }: { title: string; items: ReportItem[] }) {
  const { t, href } = useI18n();
  const navigate = useNavigate();
  const mine = useReport();
  const [reading, setReading] = useState(false);
  const done = (state: KeptShared) => navigate(href("/report"), { replace: true, state });
  const replace = () => {
    report.replace({ title, items });
    done({ kept: "replaced" });
  };
  const merge = () => done({ kept: "merged", added: report.merge({ title, items }) });

  if (reading)
    return (
      <p className="notice shared-reading">
        {t("report.shared.reading")}{" "}
        <button type="button" className="action" onClick={() => setReading(false)}>
          {t("report.shared.showChoice")}
        </button>
      </p>
    );
  return (
    <section className="notice shared-choice" aria-labelledby="shared-choice-title">
      <h2 id="shared-choice-title">{t("report.shared.keepTitle")}</h2>
      <p>
        {mine.length === 0 ? t("report.shared.mineEmpty") : t("report.shared.mine", { count: mine.length })}
      </p>
      <div className="toolbar">
        {mine.length === 0 ? (
          <button type="button" onClick={replace}>
            {t("report.shared.open")}
          </button>
        ) : (
          <>
            <button type="button" onClick={merge}>
              {t("report.shared.merge")}
            </button>
            <button type="button" className="button-secondary" onClick={replace}>
              {t("report.shared.replace", { count: mine.length })}
            </button>
          </>
        )}
        <button type="button" className="button-secondary" onClick={() => setReading(true)}>
          {t("report.shared.justRead")}
        </button>
      </div>
      {mine.length > 0 && <p className="meta-line">{t("report.shared.choiceHelp")}</p>}
      {mine.length > 0 && (
        <p className="meta-line">
          <AppLink to={href("/report")}>{t("report.shared.openMine")}</AppLink>
        </p>
      )}
    </section>
  );
}

/** A stored item's language is a string from the browser's storage: "auto" for one we do not know. */
function directionOf(language: string): "rtl" | "ltr" | "auto" {
  return isLanguageCode(language) ? getLanguage(language).dir : "auto";
}
