import { useEffect, useRef } from "react";
import { useI18n } from "../../i18n/i18n-context";
import type { CalendarFormats } from "./calendar-format";
import type { WeekBar } from "./week-lanes";

/** One item's bar in one week row: its title, its dates for assistive technologies, its link. */
export function CalendarBar({ bar, formats }: { bar: WeekBar; formats: CalendarFormats }) {
  const { t } = useI18n();
  const { item } = bar;
  const ref = useRef<HTMLSpanElement>(null);
  // The item's own CSS cannot be a style attribute: the Content-Security-Policy (style-src 'self',
  // no 'unsafe-inline') makes the browser ignore style attributes in the server's HTML. Styles set
  // through the CSSOM by a script the policy allows are not blocked, so the style arrives once the
  // page is hydrated; without JavaScript the bar keeps the calendar's look and the item's classes.
  useEffect(() => {
    if (ref.current) ref.current.style.cssText = item.style ?? "";
  }, [item.style]);
  const className = [
    "calendar-bar",
    bar.continuesBefore && "calendar-bar-continues-before",
    bar.continuesAfter && "calendar-bar-continues-after",
    ...item.classes,
  ]
    .filter(Boolean)
    .join(" ");
  const title = item.title ?? t("calendar.untitled");
  const dates = (
    <span className="visually-hidden">
      {" "}
      {t("calendar.itemDates", { dates: formats.dateRange(item.startDate, item.endDate) })}
    </span>
  );
  // dir="auto": a title keeps its own direction (an English title in the Arabic interface) and is
  // cut with an ellipsis at its own end.
  return (
    <span ref={ref} className={className}>
      {item.url ? (
        <a href={item.url} className="calendar-bar-title" dir="auto">
          {title}
          {dates}
        </a>
      ) : (
        <span className="calendar-bar-title" dir="auto">
          {title}
          {dates}
        </span>
      )}
    </span>
  );
}
