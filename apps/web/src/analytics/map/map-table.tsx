import { useI18n } from "../../i18n/i18n-context";
import type { MapEntry } from "./map-marks";
import { MapSwatch } from "./map-swatch";

/** The map's content as a ranked table: readable without the drawing, without JavaScript, in print. */
export function MapTable({ entries, caption }: { entries: readonly MapEntry[]; caption: string }) {
  const { t, format } = useI18n();
  return (
    <table className="world-map-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("map.tableRank")}</th>
          <th scope="col">{t("map.tableCountry")}</th>
          <th scope="col">{t("map.tableStatements")}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.code}>
            <td>{format.number(entry.rank)}</td>
            <th scope="row">
              <MapSwatch color={entry.color} />
              {entry.name}
            </th>
            <td>{format.number(entry.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
