import { useI18n } from "../../i18n/i18n-context";
import type { MapEntry } from "./map-marks";
import { MapSwatch } from "./map-swatch";
import { voiceOutline } from "./voice-marks";
import { STATUS_WORDS } from "./voice-text";

/**
 * The map's content as a ranked table: readable without the drawing, without JavaScript, in print.
 * On the map of a lens's members, each row says in words whether the member spoke, not by rank.
 */
export function MapTable({ entries, caption }: { entries: readonly MapEntry[]; caption: string }) {
  const { t, format } = useI18n();
  const voices = entries.some((entry) => entry.status);
  return (
    <table className="world-map-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {!voices && <th scope="col">{t("map.tableRank")}</th>}
          <th scope="col">{t("map.tableCountry")}</th>
          {voices && <th scope="col">{t("voices.tableStatus")}</th>}
          <th scope="col">{t("map.tableStatements")}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.code} data-status={entry.status}>
            {!voices && <td>{format.number(entry.rank)}</td>}
            <th scope="row">
              <MapSwatch color={entry.color} outline={voiceOutline(entry.status)} />
              {entry.name}
            </th>
            {entry.status && <td className="world-map-status">{t(STATUS_WORDS[entry.status])}</td>}
            <td>{format.number(entry.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
