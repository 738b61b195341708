import { useId } from "react";
import { useI18n } from "../../i18n/i18n-context";
import type { CountClass } from "./count-classes";
import { NEUTRAL_FILL } from "./map-colors";
import { MapSwatch } from "./map-swatch";

/** The colour classes with their ranges, in the page's direction; then the neutral grey. */
export function MapLegend({ classes, listed }: { classes: readonly CountClass[]; listed: number }) {
  const { t, format } = useI18n();
  const titleId = useId();
  const range = ({ from, to }: CountClass) =>
    from === to
      ? format.number(from)
      : t("map.legendRange", { from: format.number(from), to: format.number(to) });
  return (
    <div className="world-map-legend">
      <span className="world-map-legend-title" id={titleId}>
        {t("map.legendTitle")}
      </span>
      <ul aria-labelledby={titleId}>
        {classes.map((step) => (
          <li key={step.from}>
            <MapSwatch color={step.color} />
            {range(step)}
          </li>
        ))}
        <li>
          <MapSwatch color={NEUTRAL_FILL} />
          {t("map.legendOutside", { count: listed })}
        </li>
      </ul>
    </div>
  );
}
