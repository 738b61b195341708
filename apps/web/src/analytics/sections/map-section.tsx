import { csvDocument } from "../../files/csv";
import { useI18n } from "../../i18n/i18n-context";
import type { CountriesAnswer, Outcome } from "../analytics-api.server";
import { ChartDownloads } from "../charts/chart-downloads";
import { fileStem } from "../charts/chart-export";
import { appendMapLegend } from "../map/map-export-legend";
import { WorldMap } from "../map/world-map";
import { OutcomeNotice } from "./outcome-notice";

/** The top 20 countries for the query, on the world map (which brings its table and disclaimer). */
export function MapSection(props: { countries: Outcome<CountriesAnswer>; label: string }) {
  const { t, language } = useI18n();
  const title = t("analytics.mapTitle", { query: props.label });
  return (
    <section className="analytics-section" aria-labelledby="map-title">
      <h2 id="map-title">{t("analytics.sectionMap")}</h2>
      {!props.countries.ok ? (
        <OutcomeNotice messageKey={props.countries.messageKey} detail={props.countries.detail} />
      ) : props.countries.answer.countries.length === 0 ? (
        <p className="empty-state">{t("analytics.noStatements")}</p>
      ) : (
        <>
          <WorldMap id="chart-map" title={title} countries={props.countries.answer.countries} />
          <ChartDownloads
            svgId="chart-map"
            prepare={(copy) =>
              appendMapLegend(copy, document.querySelector(".world-map-legend"), language.dir === "rtl")
            }
            label={title}
            fileStem={fileStem("communique", "map", props.label)}
            csv={() =>
              csvDocument([
                ["rank", "country", "code", "statements"],
                ...(props.countries.ok ? props.countries.answer.countries : []).map((c, i) => [
                  String(i + 1),
                  c.name,
                  c.code,
                  String(c.count),
                ]),
              ])
            }
          />
        </>
      )}
    </section>
  );
}
