import { AppLink } from "../../components/app-link";
import { useI18n } from "../../i18n/i18n-context";
import { withFilters } from "../../search";
import type { Outcome, TimelineAnswer } from "../analytics-api.server";
import { type AnalyticsState, analyticsQuery, searchQueryFor } from "../analytics-state";
import { Calendar } from "../calendar/calendar";
import type { CalendarItem } from "../calendar/calendar-item";
import { isoDate, lastDayOfMonth, parseYearMonth } from "../calendar/iso-date";
import { OutcomeNotice } from "./outcome-notice";

/**
 * The calendar of the analytics tool: for each day, one item per term with matching statements,
 * opening that term's results for the day; statements dated only by month span the whole month.
 * Statements dated only by a year have no place on it: how many there are is said beside it, with
 * a link to them, so that a month of a corpus dated by years does not read as a month of nothing.
 */
export function DayCalendar(props: {
  state: AnalyticsState;
  month: string;
  today: string;
  days: Outcome<TimelineAnswer>;
  /** Per term, the statements dated only by the month's year. */
  yearDated: readonly number[];
}) {
  const { t, href, format } = useI18n();
  const { state, month, days } = props;
  if (!days.ok) return <OutcomeNotice messageKey={days.messageKey} detail={days.detail} />;
  const { periods, series } = days.answer;
  const termState = (k: number) =>
    k === 0 ? state : { ...state, q: series[k]!.label, all: "", exact: "", any: "", none: "" };
  const items: CalendarItem[] = [];
  series.forEach((s, k) => {
    s.counts.forEach((count, i) => {
      if (count === 0) return;
      const day = periods[i]!.start;
      items.push({
        id: `${k}-${day}`,
        title: t("analyticsTool.dayItem", { label: s.label, count }),
        startDate: day,
        classes: ["calendar-series", `calendar-series-${k}`],
        url: `${href("/search")}?${searchQueryFor(termState(k), day)}`,
      });
    });
    // At a daily interval, the statements of this month dated only by month are the unplaced ones.
    if (s.unplaced > 0 && periods.length > 0) {
      const first = periods[0]!.start;
      const last = periods.at(-1)!.end;
      items.push({
        id: `${k}-month`,
        title: t("analyticsTool.monthItem", { label: s.label, count: s.unplaced }),
        startDate: first,
        endDate: last,
        classes: ["calendar-series", "calendar-series-month", `calendar-series-${k}`],
        url: `${href("/search")}?${searchQueryFor(withFilters(termState(k), { period: undefined, from: first, to: last }))}`,
      });
    }
  });
  const monthName = format.date(`${month}-01`, "month");
  const year = format.date(month.slice(0, 4), "year");
  const monthEnd = isoDate(lastDayOfMonth(parseYearMonth(month)));
  const yearDated = series
    .map((s, k) => ({ label: s.label, k, count: props.yearDated[k] ?? 0 }))
    .filter((s) => s.count > 0);
  return (
    <>
      {items.length === 0 && (
        <p className="empty-state">
          {t(yearDated.length > 0 ? "analyticsTool.calendarEmptyDated" : "analyticsTool.calendarEmpty")}
        </p>
      )}
      {yearDated.length > 0 && (
        <ul className="chart-note year-dated-notes">
          {yearDated.map(({ label, k, count }) => (
            <li key={k}>
              {/* The term is isolated (FSI…PDI): a Latin term inside Arabic text must not reorder the count. */}
              {t("analyticsTool.yearDated", { label: `\u2068${label}\u2069`, count, year })}{" "}
              <AppLink
                to={`${href("/search")}?${searchQueryFor(
                  withFilters(termState(k), {
                    period: undefined,
                    from: `${month}-01`,
                    to: monthEnd,
                    dates: "overlap",
                  }),
                )}`}
              >
                {t("analyticsTool.yearDatedLink", { count })}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      <Calendar
        month={month}
        items={items}
        today={props.today}
        monthHref={(m) => `${href("/analytics-tool")}${analyticsQuery(state, { month: m })}`}
        dayHref={(day) => `${href("/search")}?${searchQueryFor(state, day)}`}
        caption={t("analyticsTool.calendarCaption", { month: monthName })}
      />
    </>
  );
}
