import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context";
import { CalendarBar } from "./calendar-bar";
import type { CalendarFormats } from "./calendar-format";
import { CalendarLink } from "./calendar-link";
import type { CalendarDay, CalendarWeek } from "./month-grid";
import type { WeekBar } from "./week-lanes";

interface CalendarWeekProps {
  week: CalendarWeek;
  today: string;
  formats: CalendarFormats;
  dayHref?: (day: string) => string;
}

function DayCell({ day, today, formats, dayHref }: { day: CalendarDay } & Omit<CalendarWeekProps, "week">) {
  const { format } = useI18n();
  const className = [
    "calendar-day",
    !day.inMonth && "calendar-day-outside",
    day.date === today && "calendar-today",
  ]
    .filter(Boolean)
    .join(" ");
  // The number is what the eye needs in a column under its weekday; a screen reader gets the date.
  const label = (
    <time dateTime={day.date}>
      <span aria-hidden="true">{format.number(day.dayOfMonth)}</span>
      <span className="visually-hidden">{formats.fullDate(day.date)}</span>
    </time>
  );
  return (
    <td className={className} aria-current={day.date === today ? "date" : undefined}>
      {dayHref && day.inMonth ? (
        <CalendarLink href={dayHref(day.date)} className="calendar-day-link">
          {label}
        </CalendarLink>
      ) : (
        label
      )}
    </td>
  );
}

/** One lane as table cells: a bar is one cell spanning its days, an empty day one empty cell. */
function laneCells(
  days: readonly CalendarDay[],
  bars: readonly WeekBar[],
  formats: CalendarFormats,
): ReactNode[] {
  const cells: ReactNode[] = [];
  const gap = (column: number) => (
    <td
      key={column}
      className={days[column]?.inMonth ? "calendar-lane-gap" : "calendar-lane-gap calendar-day-outside"}
    />
  );
  let column = 0;
  for (const bar of bars) {
    for (; column < bar.startColumn; column++) cells.push(gap(column));
    cells.push(
      <td key={column} colSpan={bar.span} className="calendar-lane-bar">
        <CalendarBar bar={bar} formats={formats} />
      </td>,
    );
    column += bar.span;
  }
  for (; column < days.length; column++) cells.push(gap(column));
  return cells;
}

/**
 * A week as a row group: a row of day cells, then a row per lane of item bars. An item spanning
 * days is one cell with a colSpan, which needs no inline style (the CSP forbids them).
 */
export function CalendarWeekRows({ week, today, formats, dayHref }: CalendarWeekProps) {
  const lanes = Array.from({ length: week.laneCount }, (_, lane) => week.bars.filter((b) => b.lane === lane));
  return (
    <tbody className="calendar-week">
      <tr className="calendar-days">
        {week.days.map((day) => (
          <DayCell key={day.date} day={day} today={today} formats={formats} dayHref={dayHref} />
        ))}
      </tr>
      {lanes.map((bars, lane) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a lane has no identity beyond its position in the week.
        <tr key={lane} className="calendar-lane">
          {laneCells(week.days, bars, formats)}
        </tr>
      ))}
    </tbody>
  );
}
