import { useId } from "react";
import { useI18n } from "../../i18n/i18n-context";
import { niceTicks } from "./chart-scale";
import { CHART_FONT } from "./chart-text";

export interface BarChartProps {
  /** The wide drawing's id: download buttons find it by this. */
  id: string;
  title: string;
  description: string;
  bars: readonly { key: string; label: string; value: number; note?: string }[];
}

const FONT_SIZE = 13;
/** Each layout's width, its rows' height, and the room beside the bars. */
const LAYOUTS = {
  // label | bar → value, on one row.
  wide: { width: 800, row: 34, labelSide: 240, valueSide: 240 },
  // The label on its own line, the bar → value below it: on a phone's 360 px the text stays at
  // about 12 px, where the wide drawing would shrink it to 6.
  narrow: { width: 400, row: 52, labelSide: 12, valueSide: 188 },
} as const;

/**
 * Horizontal bars with their label and value, in plain SVG (attributes, not CSS, so a downloaded
 * copy looks the same), mirrored in right-to-left languages. Drawn twice, wide and narrow, and
 * CSS shows the one that suits the screen (the narrow one on a phone, never in print); the wide
 * one is the one downloaded.
 */
export function BarChart(props: BarChartProps) {
  return (
    <>
      <BarDrawing {...props} layout="wide" />
      <BarDrawing {...props} layout="narrow" />
    </>
  );
}

function BarDrawing(props: BarChartProps & { layout: keyof typeof LAYOUTS }) {
  const { format, language } = useI18n();
  const rtl = language.dir === "rtl";
  const titleId = useId();
  const descId = useId();
  const { width, row, labelSide, valueSide } = LAYOUTS[props.layout];
  const narrow = props.layout === "narrow";
  const height = props.bars.length * row + 16;
  const max = niceTicks(Math.max(0, ...props.bars.map((b) => b.value))).at(-1) || 1;
  const barSpace = width - labelSide - valueSide;
  // In ltr: label | bar → value (wide), or the label above its bar (narrow); in rtl the same,
  // from the right.
  const edge = (offset: number) => (rtl ? width - offset : offset);
  return (
    <svg
      id={narrow ? undefined : props.id}
      className={`bar-chart drawing-${props.layout}`}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      fontFamily={CHART_FONT}
      fontSize={FONT_SIZE}
      // Logical text anchors, one direction for the drawing (not inherited: downloads read the same).
      direction={rtl ? "rtl" : "ltr"}
    >
      <title id={titleId}>{props.title}</title>
      <desc id={descId}>{props.description}</desc>
      <rect x={0} y={0} width={width} height={height} fill="#ffffff" />
      {props.bars.map((bar, i) => {
        const rowTop = 8 + i * row;
        // The bar's line: the row's middle (wide), or below the label's line (narrow).
        const barTop = narrow ? rowTop + 22 : rowTop + 6;
        const barHeight = narrow ? 18 : row - 14;
        const textY = barTop + barHeight / 2 + 4;
        const length = Math.round((bar.value / max) * barSpace);
        const barStart = edge(labelSide);
        const valueX = rtl ? barStart - length - 8 : barStart + length + 8;
        return (
          <g key={bar.key}>
            <text
              x={narrow ? edge(labelSide) : edge(labelSide - 10)}
              y={narrow ? rowTop + 14 : textY}
              textAnchor={narrow ? "start" : "end"}
              fill="#1b1f24"
              fontWeight={narrow ? 600 : undefined}
            >
              {bar.label}
            </text>
            <rect
              x={rtl ? barStart - length : barStart}
              y={barTop}
              width={Math.max(length, bar.value > 0 ? 2 : 0)}
              height={barHeight}
              fill="#1d4f91"
            />
            <text x={valueX} y={textY} textAnchor="start" fill="#1b1f24">
              {format.number(bar.value)}
              {bar.note ? ` · ${bar.note}` : ""}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
