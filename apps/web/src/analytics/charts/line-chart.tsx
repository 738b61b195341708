import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { TOOLTIP_DISPOSE_MS } from "../../behaviours/constants";
import { useI18n } from "../../i18n/i18n-context";
import { axisLabelIndexes, estimateTextWidth, niceTicks, spreadApart } from "./chart-scale";
import { CHART_FONT, type ChartValueFormat, valueFormatter } from "./chart-text";
import { type Interval, periodLabels } from "./period-labels";
import { markerPath, seriesStyle } from "./series-styles";

export interface LineChartProps {
  /** The <svg>'s id: download buttons find it by this. */
  id: string;
  title: string;
  description: string;
  interval: Interval;
  periods: readonly { start: string; end: string }[];
  /** Each series' values per period; null where a value has no meaning (a share of nothing). */
  series: readonly { label: string; values: readonly (number | null)[]; style: number }[];
  format: ChartValueFormat;
}

const WIDTH = 800;
const PLOT_HEIGHT = 260;
const FONT_SIZE = 12;
const LEGEND_ROW = 20;
const AXIS_LABELS = 40;
const MARKERS_UP_TO = 60;
const clip = (text: string, most: number) => (text.length > most ? `${text.slice(0, most - 1)}…` : text);
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A server-rendered line chart in plain SVG: readable without JavaScript, mirrored in right-to-left
 * languages (time runs from right to left, the value axis on the right), every line labelled at
 * its end and in the legend, with its own colour, dash and marker. Colours and fonts are SVG
 * attributes, not CSS, so a downloaded copy looks the same. With JavaScript, pointer and arrow
 * keys show each period's values.
 */
export function LineChart(props: LineChartProps) {
  const { t, format, language } = useI18n();
  const rtl = language.dir === "rtl";
  const labels = useMemo(() => periodLabels(language.iso, t), [language.iso, t]);
  const formatValue = valueFormatter(props.format, language.iso, format.number);
  const titleId = useId();
  const descId = useId();
  const [active, setActive] = useState<number | null>(null);
  const dispose = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(dispose.current), []);

  const n = props.periods.length;
  const legendHeight = props.series.length * LEGEND_ROW + 12;
  const top = legendHeight + 8;
  const height = top + PLOT_HEIGHT + AXIS_LABELS;
  const endLabels = props.series.length > 1;
  const axisSide = 60;
  const labelSide = endLabels ? 140 : 20;
  // The value axis sits at the start side (left in ltr, right in rtl), end labels at the other.
  const plotStart = rtl ? labelSide : axisSide;
  const plotEnd = WIDTH - (rtl ? axisSide : labelSide);
  const max = Math.max(0, ...props.series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const ticks = niceTicks(max, 5, props.format === "count");
  const top0 = ticks.at(-1)! || 1;
  const y = (value: number) => round(top + PLOT_HEIGHT - (value / top0) * PLOT_HEIGHT);
  const x = (i: number) => {
    const offset = n <= 1 ? (plotEnd - plotStart) / 2 : (i / (n - 1)) * (plotEnd - plotStart);
    return round(rtl ? plotEnd - offset : plotStart + offset);
  };

  const show = (index: number | null) => {
    clearTimeout(dispose.current);
    setActive(index);
    if (index !== null) dispose.current = setTimeout(() => setActive(null), TOOLTIP_DISPOSE_MS);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (n === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const svgX = ((event.clientX - box.left) / box.width) * WIDTH;
    const share = (rtl ? plotEnd - svgX : svgX - plotStart) / (plotEnd - plotStart || 1);
    show(Math.max(0, Math.min(n - 1, Math.round(share * (n - 1)))));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (n === 0) return;
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    const current = active ?? -1;
    const next =
      event.key === forward
        ? Math.min(n - 1, current + 1)
        : event.key === backward
          ? Math.max(0, current < 0 ? n - 1 : current - 1)
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? n - 1
              : undefined;
    if (event.key === "Escape") show(null);
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  };

  const lastValues = props.series.map((s) => {
    for (let i = n - 1; i >= 0; i--)
      if (s.values[i] !== null && s.values[i] !== undefined) return s.values[i]!;
    return 0;
  });
  const labelY = spreadApart(
    lastValues.map((v) => y(v)),
    14,
    top,
    top + PLOT_HEIGHT,
  );

  // The legend and the value axis, drawn in the chart and again, on a phone whose chart scrolls,
  // in a layer that stays in view above it (FrozenEdge).
  const legend = props.series.map((s, k) => {
    const style = seriesStyle(s.style);
    const rowY = 8 + k * LEGEND_ROW + LEGEND_ROW / 2;
    const swatchStart = rtl ? WIDTH - 12 : 12;
    const swatchEnd = rtl ? WIDTH - 48 : 48;
    return (
      <g key={s.label} className="chart-legend-item">
        <line
          x1={swatchStart}
          x2={swatchEnd}
          y1={rowY}
          y2={rowY}
          stroke={style.colour}
          strokeWidth={2.5}
          strokeDasharray={style.dash || undefined}
        />
        <path
          d={markerPath(style.marker, (swatchStart + swatchEnd) / 2, rowY)}
          fill={style.marker === "cross" ? "none" : style.colour}
          stroke={style.colour}
          strokeWidth={1.5}
        />
        <text x={rtl ? WIDTH - 56 : 56} y={rowY + 4} textAnchor="start" fill="#1b1f24">
          {s.label}
        </text>
      </g>
    );
  });
  const valueLabels = ticks.map((tick) => (
    <text
      key={tick}
      className="chart-tick-value"
      x={rtl ? plotEnd + 8 : plotStart - 8}
      y={y(tick) + 4}
      textAnchor="end"
      fill="#4b5563"
    >
      {formatValue(tick)}
    </text>
  ));

  // On a phone the chart keeps a readable width and scrolls, opening on the latest periods (CSS:
  // the scroller starts from the end the time axis ends at), and says so. Drawn narrower, its
  // labels would shrink past reading, whatever its number of periods.
  const drawing = (
    <div className="chart-scroll">
      {/* biome-ignore lint/a11y/useSemanticElements: a named group around one drawing, not a form's fieldset */}
      <div
        className="chart-frame"
        role="group"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys read the chart's values, period by period
        tabIndex={0}
        aria-label={t("charts.keyboardHint", { title: props.title })}
        onKeyDown={onKeyDown}
        onBlur={() => show(null)}
      >
        <svg
          id={props.id}
          xmlns="http://www.w3.org/2000/svg"
          viewBox={`0 0 ${WIDTH} ${height}`}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          fontFamily={CHART_FONT}
          fontSize={FONT_SIZE}
          // Text anchors below are logical (start, end): one direction for the whole drawing, set
          // here rather than inherited from the page, so a downloaded copy reads the same.
          direction={rtl ? "rtl" : "ltr"}
          onPointerMove={onPointerMove}
          onPointerLeave={() => show(null)}
        >
          <title id={titleId}>{props.title}</title>
          <desc id={descId}>{props.description}</desc>
          <rect x={0} y={0} width={WIDTH} height={height} fill="#ffffff" />
          {legend}
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={plotStart}
              x2={plotEnd}
              y1={y(tick)}
              y2={y(tick)}
              stroke={tick === 0 ? "#4b5563" : "#d6dbe1"}
              strokeWidth={1}
            />
          ))}
          {valueLabels}
          {axisLabelIndexes(n, n > 1 ? (plotEnd - plotStart) / (n - 1) : 0, (i) =>
            estimateTextWidth(labels.short(props.periods[i]!.start, props.interval), FONT_SIZE),
          ).map((i) => (
            <text
              className="chart-tick-period"
              key={props.periods[i]!.start}
              x={x(i)}
              y={top + PLOT_HEIGHT + 20}
              textAnchor={n <= 1 ? "middle" : i === 0 ? "start" : i === n - 1 ? "end" : "middle"}
              fill="#4b5563"
            >
              {labels.short(props.periods[i]!.start, props.interval)}
            </text>
          ))}
          {props.series.map((s, k) => {
            const style = seriesStyle(s.style);
            const d = linePath(s.values, x, y);
            return (
              <g key={s.label}>
                <path
                  d={d}
                  fill="none"
                  stroke={style.colour}
                  strokeWidth={2.5}
                  strokeDasharray={style.dash || undefined}
                  strokeLinejoin="round"
                />
                {s.values.map((v, i) =>
                  v === null || (n > MARKERS_UP_TO && i !== n - 1) ? null : (
                    <path
                      key={props.periods[i]!.start}
                      d={markerPath(style.marker, x(i), y(v), 3.5)}
                      fill={style.marker === "cross" ? "none" : style.colour}
                      stroke={style.colour}
                      strokeWidth={1.5}
                    />
                  ),
                )}
                {endLabels && (
                  <text
                    x={rtl ? plotStart - 8 : plotEnd + 8}
                    y={labelY[k]! + 4}
                    textAnchor="start"
                    fill={style.colour}
                    fontWeight={600}
                  >
                    {clip(s.label, 18)}
                  </text>
                )}
              </g>
            );
          })}
          {active !== null && active < n && (
            <line
              x1={x(active)}
              x2={x(active)}
              y1={top}
              y2={top + PLOT_HEIGHT}
              stroke="#1b1f24"
              strokeWidth={1}
              strokeDasharray="3 3"
            />
          )}
        </svg>
        {active !== null && active < n && (
          <div className="chart-tooltip" role="status" data-side={x(active) > WIDTH / 2 ? "left" : "right"}>
            <strong>
              {labels.long(props.periods[active]!.start, props.periods[active]!.end, props.interval)}
            </strong>
            <ul>
              {props.series.map((s) => (
                <li key={s.label}>
                  <span className={`chart-swatch chart-swatch-${s.style}`} aria-hidden="true" />
                  {s.label}: {s.values[active] === null ? "–" : formatValue(s.values[active]!)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
  return (
    <div className="chart">
      <p className="chart-scroll-hint">{t("charts.scrollHint")}</p>
      <div className="chart-scroll-area">
        {drawing}
        <FrozenEdge
          height={height}
          direction={rtl ? "rtl" : "ltr"}
          legendBottom={top - 6}
          axis={rtl ? [plotEnd + 2, WIDTH] : [0, plotStart - 2]}
          axisTop={top - 10}
        >
          {legend}
          {valueLabels}
        </FrozenEdge>
      </div>
    </div>
  );
}

/**
 * What a phone's chart that scrolls sideways must keep in view: the legend above the plot and the
 * value axis beside it. They are drawn again, at the chart's own place and scale, on a layer
 * over the scrolled drawing, each on a white ground, like a spreadsheet's frozen column: the
 * chart opens on its latest periods, away from the axis, and a value could not be read (CSS
 * shows the layer only where the chart scrolls, never in print). Hidden from assistive
 * technology, which has the chart and its table; not downloaded (downloads take the chart by id).
 */
function FrozenEdge(props: {
  height: number;
  /** The chart's own direction, which its text anchors are read in. */
  direction: "ltr" | "rtl";
  legendBottom: number;
  /** The value axis's column, [from, to] in the chart's units. */
  axis: [number, number];
  /** Where the value axis's column begins: below the legend, above the highest value's label. */
  axisTop: number;
  children: ReactNode;
}) {
  const [from, to] = props.axis;
  return (
    <div className="chart-frozen">
      <svg
        aria-hidden="true"
        xmlns="http://www.w3.org/2000/svg"
        viewBox={`0 0 ${WIDTH} ${props.height}`}
        fontFamily={CHART_FONT}
        fontSize={FONT_SIZE}
        direction={props.direction}
        focusable="false"
      >
        <rect x={0} y={0} width={WIDTH} height={props.legendBottom} fill="#ffffff" />
        <rect
          x={from}
          y={props.axisTop}
          width={to - from}
          height={props.height - props.axisTop}
          fill="#ffffff"
        />
        {props.children}
      </svg>
    </div>
  );
}

/** One path for a line, broken where a value is missing. */
function linePath(
  values: readonly (number | null)[],
  x: (i: number) => number,
  y: (v: number) => number,
): string {
  let d = "";
  let drawing = false;
  values.forEach((value, i) => {
    if (value === null) {
      drawing = false;
      return;
    }
    d += `${drawing ? "L" : "M"}${x(i)},${y(value)}`;
    drawing = true;
  });
  return d;
}
