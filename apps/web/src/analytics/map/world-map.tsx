import { useMemo } from "react";
import { useI18n } from "../../i18n/i18n-context";
import { getBaseMap } from "./base-map";
import { countClasses } from "./count-classes";
import { MapDrawing } from "./map-drawing";
import { MapLegend } from "./map-legend";
import { mapEntries } from "./map-marks";
import { MapTable } from "./map-table";
import { MapTooltip } from "./map-tooltip";
import { useMapTooltip } from "./use-map-tooltip";
import { type MapVoice, voiceClasses, voiceEntries } from "./voice-marks";

export interface WorldMapProps {
  /** The top countries, sorted by count, highest first (at most 20). */
  countries?: readonly { code: string; name: string; count: number }[];
  /**
   * Instead of the top countries: every member of a bloc or group, by whether it spoke ("Who has
   * spoken"). Needs `id`, which names the hatch pattern of the silent members.
   */
  voices?: readonly MapVoice[];
  /** Accessible name of the map, and the table's caption. */
  title: string;
  /** Id of the `<svg>`, for whatever downloads it. */
  id?: string;
}

/**
 * The countries issuing the most statements for a query: a choropleth of one hue, with markers for
 * states too small to see, a legend, the UN disclaimer and the same figures as a table.
 */
export function WorldMap({ countries = [], voices, title, id }: WorldMapProps) {
  const { t, language } = useI18n();
  const hatchId = voices ? `${id ?? "world-map"}-silent` : undefined;
  const classes = useMemo(
    () => (voices ? voiceClasses(voices) : countClasses(countries.map((country) => country.count))),
    [countries, voices],
  );
  const entries = useMemo(
    () =>
      voices && hatchId
        ? voiceEntries(voices, classes, getBaseMap(), hatchId)
        : mapEntries(countries, classes, getBaseMap()),
    [countries, voices, classes, hatchId],
  );
  const { code, controller } = useMapTooltip();
  const shown = entries.find((entry) => entry.mark && entry.mark.code === code);
  const tableOnly = entries.filter((entry) => !entry.mark).map((entry) => entry.name);
  return (
    <div className="world-map">
      <div className="world-map-layout">
        <div className="world-map-main">
          <div className="world-map-canvas">
            <MapDrawing id={id} title={title} entries={entries} tooltip={controller} hatchId={hatchId} />
            {shown?.mark && <MapTooltip entry={shown} mark={shown.mark} />}
          </div>
          {entries.length > 0 && <MapLegend classes={classes} listed={entries.length} hatchId={hatchId} />}
          {tableOnly.length > 0 && (
            <p className="world-map-note">
              {t("map.tableOnly", { names: new Intl.ListFormat(language.iso).format(tableOnly) })}
            </p>
          )}
          <p className="world-map-disclaimer">{t("map.disclaimer")}</p>
        </div>
        {entries.length > 0 &&
          (hatchId ? (
            // The section beside it has the full table of the members: this one stays folded.
            <details className="chart-table world-map-details">
              <summary>{t("analytics.tableSummary")}</summary>
              <MapTable entries={entries} caption={title} />
            </details>
          ) : (
            <MapTable entries={entries} caption={title} />
          ))}
      </div>
    </div>
  );
}
