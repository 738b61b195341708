import { useId } from "react";
import { useI18n } from "../../i18n/i18n-context";
import { calendarFormats } from "./calendar-format";
import { CalendarHeader } from "./calendar-header";
import type { CalendarItem } from "./calendar-item";
import { CalendarWeekRows } from "./calendar-week";
import { buildMonthGrid } from "./month-grid";

export interface CalendarProps {
  /** The month shown, "YYYY-MM". */
  month: string;
  items: readonly CalendarItem[];
  /** "YYYY-MM-DD": decides the current-period link and marks today's cell. */
  today: string;
  /** The address of a month: navigation is by URL, so it works without JavaScript. */
  monthHref: (month: string) => string;
  /** When given, each day of the month links there (a day opens its results). */
  dayHref?: (day: string) => string;
  /** 0 = Sunday (default) ... 6 = Saturday. */
  firstDayOfWeek?: number;
  /** The grid's accessible name, followed by the month. */
  caption?: string;
}

/**
 * A month view with items as bars across their days (SPEC.md §2, §3). Rendered on the server
 * as a table of links; invalid items throw, naming the item, rather than vanishing.
 */
export function Calendar({
  month,
  items,
  today,
  monthHref,
  dayHref,
  firstDayOfWeek = 0,
  caption,
}: CalendarProps) {
  const { t, language } = useI18n();
  const titleId = useId();
  const grid = buildMonthGrid(month, items, firstDayOfWeek);
  const formats = calendarFormats(language.iso);
  const title = formats.monthTitle(grid.month);
  return (
    <section className="calendar" aria-labelledby={titleId}>
      <CalendarHeader
        titleId={titleId}
        title={title}
        month={grid.month}
        today={today}
        monthHref={monthHref}
      />
      <table className="calendar-grid">
        <caption className="visually-hidden">
          {caption ? t("calendar.caption", { caption, month: title }) : title}
        </caption>
        <thead>
          <tr>
            {grid.weeks[0]?.days.map((day) => (
              <th key={day.weekday} scope="col">
                {formats.weekdayShort(day.weekday)}
              </th>
            ))}
          </tr>
        </thead>
        {grid.weeks.map((week) => (
          <CalendarWeekRows
            key={week.days[0]?.date}
            week={week}
            today={today}
            formats={formats}
            dayHref={dayHref}
          />
        ))}
      </table>
    </section>
  );
}
