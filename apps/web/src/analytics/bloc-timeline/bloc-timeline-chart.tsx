import { dayNumber, firstDay, lastDay, type ShareStep } from "@communique/core";
import type { MemberVoice } from "@communique/core/contract";
import { useId } from "react";
import { useI18n } from "../../i18n/i18n-context";
import { axisLabelIndexes, estimateTextWidth } from "../charts/chart-scale";
import { CHART_FONT, valueFormatter } from "../charts/chart-text";

const FONT_SIZE = 12;
const ROW = 18;
const AXIS = 26;
/**
 * The two drawings: wide, and narrow for a phone, where the wide one would shrink its text to
 * 5 px (at 360 px, the narrow one's is about 11). The narrow legend takes two lines.
 */
const LAYOUTS = {
  wide: {
    width: 800,
    nameSide: 190,
    endSide: 24,
    nameChars: 26,
    legend: 28,
    legendAt: (k: number) => ({ x: 12 + k * 230, y: 14 }),
  },
  narrow: {
    width: 400,
    nameSide: 112,
    endSide: 14,
    nameChars: 15,
    legend: 48,
    legendAt: (k: number) => ({ x: k === 2 ? 8 : 8 + k * 196, y: k === 2 ? 34 : 14 }),
  },
} as const;
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
  /** The wide drawing's id: download buttons find it by this. */
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
 * the month or year it covers. Drawn wide and narrow; CSS shows the one that suits the screen
 * (the narrow one on a phone, never in print), and the wide one is downloaded.
 */
export function BlocTimelineChart(props: BlocTimelineChartProps) {
  return (
    <>
      <TimelineDrawing {...props} layout="wide" />
      <TimelineDrawing {...props} layout="narrow" />
    </>
  );
}

function TimelineDrawing(props: BlocTimelineChartProps & { layout: keyof typeof LAYOUTS }) {
  const { t, format, language } = useI18n();
  const { width, nameSide, endSide, nameChars, legend, legendAt } = LAYOUTS[props.layout];
  const rtl = language.dir === "rtl";
  const percent = valueFormatter("share", language.iso, format.number);
  const titleId = useId();
  const descId = useId();
  const plotStart = rtl ? endSide : nameSide;
  const plotEnd = width - (rtl ? nameSide : endSide);
  const start = dayNumber(props.range.from);
  const span = Math.max(1, dayNumber(props.range.to) + 1 - start);
  const x = (day: string, end = false) => {
    const offset = ((dayNumber(day) + (end ? 1 : 0) - start) / span) * (plotEnd - plotStart);
    return round(rtl ? plotEnd - offset : plotStart + offset);
  };
  const rowsTop = legend + AXIS;
  const rowsHeight = props.speakers.length * ROW;
  const shareTop = rowsTop + rowsHeight + GAP;
  const height = shareTop + SHARE_HEIGHT + AXIS + 8;
  const ticks = axisTicks(props.range);
  const tickLabel = (day: string) => (ticks.byYear ? day.slice(0, 4) : format.date(day.slice(0, 7), "month"));
  const labelWidth = (i: number) => estimateTextWidth(tickLabel(ticks.days[i]!), FONT_SIZE);
  // A label starts at its tick and runs with the time axis: one that would run off the drawing's
  // end ("December 2024" at the last month) is left out, as one too close to its neighbour is.
  const labelled = axisLabelIndexes(
    ticks.days.length,
    ticks.days.length > 1 ? (plotEnd - plotStart) / ticks.days.length : 0,
    labelWidth,
  ).filter((i) => {
    const at = x(ticks.days[i]!);
    return rtl ? at - labelWidth(i) >= 0 : at + labelWidth(i) <= width;
  });
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
  // Each legend item's start, on the drawing's start side.
  const legendItem = (k: number) => {
    const at = legendAt(k);
    return { x: rtl ? width - at.x : at.x, y: at.y };
  };
  const [firstKey, lastKey, coarseKey] = [legendItem(0), legendItem(1), legendItem(2)];
  return (
    <svg
      id={props.layout === "wide" ? props.id : undefined}
      className={`bloc-timeline-chart drawing-${props.layout}`}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      fontFamily={CHART_FONT}
      fontSize={FONT_SIZE}
      direction={rtl ? "rtl" : "ltr"}
    >
      <title id={titleId}>{props.title}</title>
      <desc id={descId}>{props.description}</desc>
      <rect x={0} y={0} width={width} height={height} fill="#ffffff" />
      <g className="chart-legend">
        <circle cx={firstKey.x + (rtl ? -6 : 6)} cy={firstKey.y} r={4.5} fill={ACCENT} stroke={ACCENT} />
        <text x={firstKey.x + (rtl ? -16 : 16)} y={firstKey.y + 4} textAnchor="start" fill={INK}>
          {t("blocTimeline.legendFirst")}
        </text>
        <circle
          cx={lastKey.x + (rtl ? -6 : 6)}
          cy={lastKey.y}
          r={4.5}
          fill="#ffffff"
          stroke={ACCENT}
          strokeWidth={1.8}
        />
        <text x={lastKey.x + (rtl ? -16 : 16)} y={lastKey.y + 4} textAnchor="start" fill={INK}>
          {t("blocTimeline.legendLast")}
        </text>
        <rect
          x={coarseKey.x + (rtl ? -14 : 0)}
          y={coarseKey.y - 5}
          width={14}
          height={10}
          fill={BAND}
          stroke={ACCENT}
        />
        <text x={coarseKey.x + (rtl ? -20 : 20)} y={coarseKey.y + 4} textAnchor="start" fill={INK}>
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
            <text x={rtl ? width - 8 : 8} y={y + 4} textAnchor="start" fill={INK}>
              {clip(member.name, nameChars)}
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
      <text x={rtl ? width - 8 : 8} y={shareTop - 10} textAnchor="start" fill={INK} fontWeight={600}>
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
