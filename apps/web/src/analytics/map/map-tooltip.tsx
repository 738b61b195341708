import { useI18n } from "../../i18n/i18n-context";
import type { MapEntry, MapMark } from "./map-marks";
import { useVoiceText } from "./voice-text";
import { MAP_HEIGHT, MAP_WIDTH } from "./world-projection";

/** Near the top edge the tooltip opens below its point rather than over the content above. */
const OPENS_BELOW_TOP = 25;

/**
 * The country's name and count over the map. Only ever rendered in the browser (after a hover or
 * focus), so its position goes through the CSSOM, which CSP `style-src 'self'` allows, never into
 * server HTML. Hidden from assistive technology: the focused shape's name says the same.
 */
export function MapTooltip({ entry, mark }: { entry: MapEntry; mark: MapMark }) {
  const { t } = useI18n();
  const voiceText = useVoiceText();
  const [x, y] = mark.kind === "area" ? mark.anchor : mark.at;
  const left = (x / MAP_WIDTH) * 100;
  const top = (y / MAP_HEIGHT) * 100;
  return (
    <div
      className={top < OPENS_BELOW_TOP ? "world-map-tooltip world-map-tooltip-below" : "world-map-tooltip"}
      aria-hidden="true"
      // The geography is not mirrored in right-to-left pages, so physical left; sliding the box by
      // the same share keeps it inside the map at both edges.
      style={{ left: `${left}%`, top: `${top}%`, translate: `${-left}% 0` }}
    >
      <strong>{entry.name}</strong>
      <span>
        {entry.status ? voiceText(entry.status, entry.count) : t("map.statements", { count: entry.count })}
      </span>
    </div>
  );
}
