import { useId } from "react";
import { useI18n } from "../../i18n/i18n-context";
import { niceTicks } from "./chart-scale";
import { CHART_FONT } from "./chart-text";

export interface BarChartProps {
  id: string;
  title: string;
  description: string;
  bars: readonly { key: string; label: string; value: number; note?: string }[];
}

const WIDTH = 800;
const ROW = 34;
const LABEL_SIDE = 240;
const VALUE_SIDE = 240;

/**
 * Horizontal bars with their label and value, in plain SVG (attributes, not CSS, so a downloaded
 * copy looks the same), mirrored in right-to-left languages.
 */
export function BarChart(props: BarChartProps) {
  const { format, language } = useI18n();
  const rtl = language.dir === "rtl";
  const titleId = useId();
  const descId = useId();
  const height = props.bars.length * ROW + 16;
  const max = niceTicks(Math.max(0, ...props.bars.map((b) => b.value))).at(-1) || 1;
  const barSpace = WIDTH - LABEL_SIDE - VALUE_SIDE;
  // In ltr: label | bar → value; in rtl the same, from the right.
  const edge = (offset: number) => (rtl ? WIDTH - offset : offset);
  return (
    <svg
      id={props.id}
      className="bar-chart"
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      fontFamily={CHART_FONT}
      fontSize={13}
      // Logical text anchors, one direction for the drawing (not inherited: downloads read the same).
      direction={rtl ? "rtl" : "ltr"}
    >
      <title id={titleId}>{props.title}</title>
      <desc id={descId}>{props.description}</desc>
      <rect x={0} y={0} width={WIDTH} height={height} fill="#ffffff" />
      {props.bars.map((bar, i) => {
        const rowTop = 8 + i * ROW;
        const length = Math.round((bar.value / max) * barSpace);
        const barStart = edge(LABEL_SIDE);
        const valueX = rtl ? barStart - length - 8 : barStart + length + 8;
        return (
          <g key={bar.key}>
            <text x={edge(LABEL_SIDE - 10)} y={rowTop + ROW / 2 + 4} textAnchor="end" fill="#1b1f24">
              {bar.label}
            </text>
            <rect
              x={rtl ? barStart - length : barStart}
              y={rowTop + 6}
              width={Math.max(length, bar.value > 0 ? 2 : 0)}
              height={ROW - 14}
              fill="#1d4f91"
            />
            <text x={valueX} y={rowTop + ROW / 2 + 4} textAnchor="start" fill="#1b1f24">
              {format.number(bar.value)}
              {bar.note ? ` · ${bar.note}` : ""}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
