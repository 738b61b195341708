import { useEffect, useState } from "react";
import { useI18n } from "../i18n/i18n-context";

/** The id of the n-th marked match (from 1) on a statement's page. */
export const matchId = (n: number) => `match-${n}`;

/**
 * "Match 3 of 17", with the previous and next ones: a bar that stays in view while reading.
 * Without scripts the links are plain anchors to #match-n (the first and the next from the top);
 * with them, each press moves to the match, marks it as the current one and focuses it.
 */
export function MatchNavigator({ total }: { total: number }) {
  const { t } = useI18n();
  // 0: none chosen yet (the page's top). Read from the address when a #match-n was opened.
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const opened = /^#match-(\d+)$/.exec(window.location.hash);
    if (opened) setCurrent(Math.min(total, Number(opened[1])));
  }, [total]);

  useEffect(() => {
    if (current === 0) return;
    const mark = document.getElementById(matchId(current));
    if (!mark) return;
    for (const previous of document.querySelectorAll("mark.match-current"))
      previous.classList.remove("match-current");
    mark.classList.add("match-current");
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    mark.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
    mark.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, "", `#${matchId(current)}`);
  }, [current]);

  const previous = current <= 1 ? total : current - 1;
  const next = current >= total ? 1 : current + 1;
  const go = (n: number) => (event: React.MouseEvent) => {
    event.preventDefault();
    setCurrent(n);
  };
  return (
    <nav className="match-nav" aria-label={t("statement.matchesLabel")}>
      <p className="match-count" aria-live="polite">
        {current === 0
          ? t("statement.matchTotal", { total })
          : t("statement.matchPosition", { current, total })}
      </p>
      <a className="match-link" href={`#${matchId(previous)}`} onClick={go(previous)}>
        <span aria-hidden="true" className="match-arrow">
          ↑
        </span>{" "}
        {t("statement.previousMatch")}
      </a>
      <a className="match-link" href={`#${matchId(next)}`} onClick={go(next)}>
        <span aria-hidden="true" className="match-arrow">
          ↓
        </span>{" "}
        {t("statement.nextMatch")}
      </a>
    </nav>
  );
}
