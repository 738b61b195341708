import { MAX_RESULT_WINDOW } from "@communique/core/vocabulary";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { ResultItem } from "./result-item";
import type { SearchAnswer } from "./search-api.server";

type Result = SearchAnswer["results"][number];
interface PageData {
  kind: string;
  outcome?: { ok: boolean; answer?: SearchAnswer };
}

/**
 * The results, then more of them as the reader reaches the end (infinite loading), with a button
 * that does the same by hand, and a plain link to the next page without JavaScript. Newly loaded
 * results are announced to screen readers.
 */
export function ResultsList({
  answer,
  nextPageHref,
}: {
  answer: SearchAnswer;
  nextPageHref: (page: number) => string;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<PageData>();
  const [extra, setExtra] = useState<Result[]>([]);
  const [page, setPage] = useState(answer.page);
  const [announcement, setAnnouncement] = useState("");
  const sentinel = useRef<HTMLDivElement>(null);
  const loading = fetcher.state !== "idle";

  // A new search (new first page) starts over.
  useEffect(() => {
    setExtra([]);
    setPage(answer.page);
  }, [answer]);

  useEffect(() => {
    const next = fetcher.data?.outcome?.answer;
    if (!next || next.page !== page + 1) return;
    setExtra((current) => [...current, ...next.results]);
    setPage(next.page);
    setAnnouncement(t("results.loaded", { count: next.results.length }));
  }, [fetcher.data, page, t]);

  const shown = answer.results.length + extra.length;
  const more = shown < Math.min(answer.total, MAX_RESULT_WINDOW);
  const loadMore = () => {
    if (!loading && more) fetcher.load(nextPageHref(page + 1));
  };

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !more) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  });

  return (
    <>
      <ol className="results" id="results" tabIndex={-1} aria-busy={loading}>
        {answer.results.map((result) => (
          <ResultItem key={result.id} result={result} />
        ))}
        {extra.map((result) => (
          <ResultItem key={result.id} result={result} />
        ))}
      </ol>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      <div ref={sentinel} className="load-more">
        {more ? (
          <a
            className="button button-secondary"
            href={nextPageHref(page + 1)}
            onClick={(event) => {
              event.preventDefault();
              loadMore();
            }}
            aria-disabled={loading || undefined}
          >
            {loading ? t("results.loadingMore") : t("results.loadMore")}
          </a>
        ) : (
          shown > 0 && <p className="meta-line">{t("results.end")}</p>
        )}
      </div>
    </>
  );
}
