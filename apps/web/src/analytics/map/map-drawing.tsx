import { type KeyboardEvent, memo, useId } from "react";
import { useI18n } from "../../i18n/i18n-context";
import { getBaseMap } from "./base-map";
import { BORDER, DISPUTED_LINE, MARKER_OUTLINE, NEUTRAL_FILL, SILENT_BACK, SILENT_LINE } from "./map-colors";
import { MARKER_RADIUS, type MapEntry, type MapMark, neutralLand, TARGET_RADIUS } from "./map-marks";
import type { TooltipController } from "./tooltip-controller";
import { voiceOutline } from "./voice-marks";
import { useVoiceText } from "./voice-text";
import { MAP_HEIGHT, MAP_WIDTH } from "./world-projection";

/** Thin borders whatever the size the map is drawn at. */
const border = {
  stroke: BORDER,
  strokeWidth: 0.75,
  strokeLinejoin: "round",
  vectorEffect: "non-scaling-stroke",
} as const;

interface MapDrawingProps {
  id: string | undefined;
  title: string;
  entries: readonly MapEntry[];
  tooltip: TooltipController;
  /** The id of the hatch pattern silent members are filled with (the map of a lens's members). */
  hatchId?: string;
}

/**
 * The SVG, self-contained for download: every colour is a presentation attribute. Layers, bottom
 * up: neutral land; the listed countries in rank order (the keyboard's order); the markers'
 * visible discs above every shape so no later neighbour covers them; the dotted boundaries.
 * Only the listed countries have a name: unnamed shapes are left out of the accessibility tree.
 */
export const MapDrawing = memo(function MapDrawing({
  id,
  title,
  entries,
  tooltip,
  hatchId,
}: MapDrawingProps) {
  const { t } = useI18n();
  const voiceText = useVoiceText();
  const titleId = useId();
  const base = getBaseMap();
  const drawn = entries.flatMap((entry) => (entry.mark ? [{ entry, mark: entry.mark }] : []));
  const coloured = new Set(drawn.map(({ mark }) => mark.code));
  return (
    <svg
      id={id}
      className="world-map-svg"
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      aria-labelledby={titleId}
    >
      <title id={titleId}>{title}</title>
      {hatchId && (
        <defs>
          <pattern
            id={hatchId}
            patternUnits="userSpaceOnUse"
            width="5"
            height="5"
            patternTransform="rotate(45)"
          >
            <rect width="5" height="5" fill={SILENT_BACK} />
            <line x1="0" y1="0" x2="0" y2="5" stroke={SILENT_LINE} strokeWidth="2" />
          </pattern>
        </defs>
      )}
      <path d={neutralLand(base, coloured)} fill={NEUTRAL_FILL} {...border} />
      <g>
        {drawn.map(({ entry, mark }) => (
          <Target
            key={mark.code}
            mark={mark}
            color={entry.color}
            label={
              entry.status
                ? t("voices.mapLabel", { country: entry.name, status: voiceText(entry.status, entry.count) })
                : t("map.countryLabel", { country: entry.name, count: entry.count })
            }
            tooltip={tooltip}
          />
        ))}
      </g>
      <g pointerEvents="none">
        {drawn.map(({ entry, mark }) =>
          mark.kind === "marker" ? (
            <g key={mark.code} fill={entry.color}>
              {mark.d && <path d={mark.d} />}
              <circle
                cx={mark.at[0]}
                cy={mark.at[1]}
                r={MARKER_RADIUS}
                {...border}
                stroke={MARKER_OUTLINE}
                {...voiceOutline(entry.status)}
              />
            </g>
          ) : null,
        )}
      </g>
      {/* Above every shape, so that no neighbour's white border covers part of an outline. */}
      <g pointerEvents="none" fill="none">
        {drawn.map(({ entry, mark }) => {
          const outline = voiceOutline(entry.status);
          return mark.kind === "area" && outline ? (
            <path
              key={mark.code}
              d={mark.d}
              {...outline}
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
              data-outline={entry.status}
            />
          ) : null;
        })}
      </g>
      <path
        d={base.disputed}
        fill="none"
        stroke={DISPUTED_LINE}
        strokeWidth={1.25}
        strokeDasharray="1.5 2.5"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
        pointerEvents="none"
      />
    </svg>
  );
});

interface TargetProps {
  mark: MapMark;
  color: string;
  label: string;
  tooltip: TooltipController;
}

/** A listed country: focusable, named ("France: 12 statements"), showing its tooltip on hover or focus. */
function Target({ mark, color, label, tooltip }: TargetProps) {
  const interaction = {
    className: "world-map-target",
    tabIndex: 0,
    role: "img",
    "aria-label": label,
    "data-code": mark.code,
    onMouseEnter: () => tooltip.show(mark.code),
    onFocus: () => tooltip.show(mark.code),
    onMouseLeave: () => tooltip.hide(mark.code),
    onBlur: () => tooltip.hide(mark.code),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Escape") tooltip.hide();
    },
  };
  if (mark.kind === "area") return <path d={mark.d} fill={color} {...border} {...interaction} />;
  return (
    <circle cx={mark.at[0]} cy={mark.at[1]} r={TARGET_RADIUS} fill={color} fillOpacity={0} {...interaction} />
  );
}
