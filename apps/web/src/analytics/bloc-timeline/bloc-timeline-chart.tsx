import { dayNumber, firstDay, lastDay, type ShareStep } from "@communique/core";
import type { MemberVoice } from "@communique/core/contract";
import { useId } from "react";
import { useI18n } from "../../i18n/i18n-context";
import { axisLabelIndexes, estimateTextWidth } from "../charts/chart-scale";
import { CHART_FONT, valueFormatter } from "../charts/chart-text";

const WIDTH = 800;
const FONT_SIZE = 12;
const ROW = 18;
const NAME_SIDE = 190;
const END_SIDE = 24;
const LEGEND = 28;
const AXIS = 26;
const SHARE_HEIGHT = 110;
const GAP = 34;
const ACCENT = "#1d4f91";
/** The accent at a third, opaque: the row's line must not show through a first statement's band. */
const BAND = "#b4c3da";
const INK = "#1b1f24";
const MUTED = "#4b5563";
const RULE = "#d6dbe1";
const clip = (text: string, most: number) => (text.length > most ? `${text.slice(0, most - 1)}…` : text);
const round = (n: number) => Math.round(n * 10) / 10;

export interface BlocTimelineChartProps {
  id: string;
  title: string;
  description: string;
  range: { from: string; to: string };
  /** The members that spoke, in the order chosen. */
  speakers: readonly Pick<MemberVoice, "code" | "name" | "first" | "last">[];
  steps: readonly ShareStep[];
}

/**
 * One row per member that spoke, from its first to its last matching statement in the period, and
 * under it the share of the bloc that had spoken, on the same time axis. Plain SVG drawn on the
 * server (readable without JavaScript, downloadable as it is), mirrored in right-to-left
 * languages. A statement dated by day is a dot; one dated only by month or year is a band over
 * the month or year it covers.
 */
export function BlocTimelineChart(props: BlocTimelineChartProps) {
  const { t, format, language } = useI18n();
  const rtl = language.dir === "rtl";
  const percent = valueFormatter("share", language.iso, format.number);
  const titleId = useId();
  const descId = useId();
  const plotStart = rtl ? END_SIDE : NAME_SIDE;
  const plotEnd = WIDTH - (rtl ? NAME_SIDE : END_SIDE);
  const start = dayNumber(props.range.from);
  const span = Math.max(1, dayNumber(props.range.to) + 1 - start);
  const x = (day: string, end = false) => {
    const offset = ((dayNumber(day) + (end ? 1 : 0) - start) / span) * (plotEnd - plotStart);
    return round(rtl ? plotEnd - offset : plotStart + offset);
  };
  const rowsTop = LEGEND + AXIS;
  const rowsHeight = props.speakers.length * ROW;
  const shareTop = rowsTop + rowsHeight + GAP;
  const height = shareTop + SHARE_HEIGHT + AXIS + 8;
  const ticks = axisTicks(props.range);
  const tickLabel = (day: string) => (ticks.byYear ? day.slice(0, 4) : format.date(day.slice(0, 7), "month"));
  const labelled = axisLabelIndexes(
    ticks.days.length,
    ticks.days.length > 1 ? (plotEnd - plotStart) / ticks.days.length : 0,
    (i) => estimateTextWidth(tickLabel(ticks.days[i]!), FONT_SIZE),
  );
  const yShare = (share: number) => round(shareTop + SHARE_HEIGHT - share * SHARE_HEIGHT);
  const sharePath = props.steps
    .map((step, i) => {
      const from = i === 0 ? x(props.range.from) : x(props.steps[i - 1]!.end, true);
      return `${i === 0 ? "M" : "L"}${from},${yShare(step.share)}L${x(step.end, true)},${yShare(step.share)}`;
    })
    .join("");
  const mark = (dated: NonNullable<MemberVoice["first"]>, y: number, filled: boolean, key: string) =>
    dated.datePrecision === "day" ? (
      <circle
        key={key}
        cx={x(dated.date) + (rtl ? -1 : 1) * 0.5}
        cy={y}
        r={4.5}
        fill={filled ? ACCENT : "#ffffff"}
        stroke={ACCENT}
        strokeWidth={1.8}
      />
    ) : (
      <rect
        key={key}
        x={Math.min(x(firstDay(dated.date)), x(lastDay(dated.date), true))}
        y={y - 5}
        width={Math.max(3, Math.abs(x(lastDay(dated.date), true) - x(firstDay(dated.date))))}
        height={10}
        fill={filled ? BAND : "#ffffff"}
        stroke={ACCENT}
        strokeWidth={1.2}
      />
    );
  const legendX = (k: number) => (rtl ? WIDTH - 12 - k * 230 : 12 + k * 230);
  return (
    <svg
      id={props.id}
      className="bloc-timeline-chart"
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      fontFamily={CHART_FONT}
      fontSize={FONT_SIZE}
      direction={rtl ? "rtl" : "ltr"}
    >
      <title id={titleId}>{props.title}</title>
      <desc id={descId}>{props.description}</desc>
      <rect x={0} y={0} width={WIDTH} height={height} fill="#ffffff" />
      <g className="chart-legend">
        <circle cx={legendX(0) + (rtl ? -6 : 6)} cy={14} r={4.5} fill={ACCENT} stroke={ACCENT} />
        <text x={legendX(0) + (rtl ? -16 : 16)} y={18} textAnchor="start" fill={INK}>
          {t("blocTimeline.legendFirst")}
        </text>
        <circle
          cx={legendX(1) + (rtl ? -6 : 6)}
          cy={14}
          r={4.5}
          fill="#ffffff"
          stroke={ACCENT}
          strokeWidth={1.8}
        />
        <text x={legendX(1) + (rtl ? -16 : 16)} y={18} textAnchor="start" fill={INK}>
          {t("blocTimeline.legendLast")}
        </text>
        <rect x={legendX(2) + (rtl ? -14 : 0)} y={9} width={14} height={10} fill={BAND} stroke={ACCENT} />
        <text x={legendX(2) + (rtl ? -20 : 20)} y={18} textAnchor="start" fill={INK}>
          {t("blocTimeline.legendCoarse")}
        </text>
      </g>
      {ticks.days.map((day, i) => (
        <g key={day}>
          <line
            x1={x(day)}
            x2={x(day)}
            y1={rowsTop - 4}
            y2={shareTop + SHARE_HEIGHT}
            stroke={RULE}
            strokeWidth={1}
          />
          {labelled.includes(i) && (
            <>
              <text x={x(day)} y={rowsTop - 10} textAnchor="start" fill={MUTED}>
                {tickLabel(day)}
              </text>
              <text x={x(day)} y={shareTop + SHARE_HEIGHT + 18} textAnchor="start" fill={MUTED}>
                {tickLabel(day)}
              </text>
            </>
          )}
        </g>
      ))}
      {props.speakers.map((member, k) => {
        const y = rowsTop + k * ROW + ROW / 2;
        const first = member.first!;
        const last = member.last!;
        return (
          <g key={member.code}>
            <text x={rtl ? WIDTH - 8 : 8} y={y + 4} textAnchor="start" fill={INK}>
              {clip(member.name, 26)}
            </text>
            <line
              x1={x(firstDay(first.date))}
              x2={x(lastDay(last.date), true)}
              y1={y}
              y2={y}
              stroke="#9aa5b1"
              strokeWidth={2}
            />
            {mark(first, y, true, "first")}
            {last.id !== first.id && mark(last, y, false, "last")}
          </g>
        );
      })}
      <text x={rtl ? WIDTH - 8 : 8} y={shareTop - 10} textAnchor="start" fill={INK} fontWeight={600}>
        {t("blocTimeline.shareAxis")}
      </text>
      {[0, 0.5, 1].map((share) => (
        <g key={share}>
          <line
            x1={plotStart}
            x2={plotEnd}
            y1={yShare(share)}
            y2={yShare(share)}
            stroke={share === 0 ? MUTED : RULE}
          />
          <text x={rtl ? plotEnd + 8 : plotStart - 8} y={yShare(share) + 4} textAnchor="end" fill={MUTED}>
            {percent(share)}
          </text>
        </g>
      ))}
      <path d={sharePath} fill="none" stroke={ACCENT} strokeWidth={2.5} />
    </svg>
  );
}

/** The first day of each year (over more than two years) or of each month, inside the range. */
function axisTicks(range: { from: string; to: string }): { byYear: boolean; days: string[] } {
  const span = dayNumber(range.to) - dayNumber(range.from);
  const byYear = span > 2 * 366;
  const days: string[] = [];
  let [year, month] = range.from.split("-").map(Number) as [number, number];
  if (byYear) {
    if (range.from.slice(5) !== "01-01") year++;
    for (; `${year}-01-01` <= range.to && days.length < 200; year++) days.push(`${year}-01-01`);
  } else {
    if (range.from.slice(8) !== "01") month++;
    for (let guard = 0; guard < 40; guard++) {
      const date = new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
      if (date > range.to) break;
      days.push(date);
      month++;
    }
  }
  return { byYear, days };
}
