import { useId } from "react";
import { useI18n } from "../../i18n/i18n-context";
import type { CountClass } from "./count-classes";
import { NEUTRAL_FILL, NOT_COVERED_FILL } from "./map-colors";
import { MapSwatch } from "./map-swatch";
import { voiceOutline } from "./voice-marks";

/**
 * The colour classes with their ranges, in the page's direction; then the neutral grey. On the map
 * of a lens's members (`hatchId`), the classes are of those that spoke, and the legend says what
 * the silent and the uncovered marks mean.
 */
export function MapLegend({
  classes,
  listed,
  hatchId,
}: {
  classes: readonly CountClass[];
  listed: number;
  hatchId?: string;
}) {
  const { t, format } = useI18n();
  const titleId = useId();
  const range = ({ from, to }: CountClass) =>
    from === to
      ? format.number(from)
      : t("map.legendRange", { from: format.number(from), to: format.number(to) });
  return (
    <div className="world-map-legend">
      <span className="world-map-legend-title" id={titleId}>
        {hatchId ? t("voices.legendTitle") : t("map.legendTitle")}
      </span>
      <ul aria-labelledby={titleId}>
        {classes.map((step) => (
          <li key={step.from}>
            <MapSwatch color={step.color} />
            {range(step)}
          </li>
        ))}
        {hatchId && (
          <>
            <li data-status="silent">
              <MapSwatch color={`url(#${hatchId})`} outline={voiceOutline("silent")} />
              {t("voices.legendSilent")}
            </li>
            <li data-status="not-covered">
              <MapSwatch color={NOT_COVERED_FILL} outline={voiceOutline("not-covered")} />
              {t("voices.legendNotCovered")}
            </li>
          </>
        )}
        <li>
          <MapSwatch color={NEUTRAL_FILL} />
          {hatchId ? t("voices.legendNotMember") : t("map.legendOutside", { count: listed })}
        </li>
      </ul>
    </div>
  );
}
