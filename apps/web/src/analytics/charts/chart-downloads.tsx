import { useEffect, useState } from "react";
import { downloadBlob, downloadFile } from "../../files/download";
import { useI18n } from "../../i18n/i18n-context";
import { pngFile, svgFile } from "./chart-export";

/**
 * PNG, SVG and CSV of one chart. They need the browser (the files are made from the chart as
 * drawn), so they appear once the page is interactive; without JavaScript the table beside each
 * chart holds the same figures.
 */
export function ChartDownloads(props: {
  svgId: string;
  fileStem: string;
  csv: () => string;
  label: string;
  /** Adds to the downloaded copy what the page shows in HTML beside the drawing. */
  prepare?: (copy: SVGSVGElement) => void;
}) {
  const { t } = useI18n();
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  const svg = () => document.getElementById(props.svgId) as SVGSVGElement | null;
  const save = async (kind: "png" | "svg" | "csv") => {
    setFailed(false);
    try {
      const element = svg();
      if (kind === "csv") downloadFile(`${props.fileStem}.csv`, "text/csv;charset=utf-8", props.csv());
      else if (!element) throw new Error(`No chart ${props.svgId}`);
      else if (kind === "svg")
        downloadFile(`${props.fileStem}.svg`, "image/svg+xml", svgFile(element, props.prepare));
      else downloadBlob(`${props.fileStem}.png`, await pngFile(element, props.prepare));
    } catch (error) {
      console.error(error);
      setFailed(true);
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of three buttons, named for its chart
    <div
      className="chart-downloads"
      role="group"
      aria-label={t("charts.downloadsLabel", { chart: props.label })}
    >
      <span className="chart-downloads-title" aria-hidden="true">
        {t("charts.download")}
      </span>
      <button type="button" className="button-small" onClick={() => save("png")}>
        PNG
      </button>
      <button type="button" className="button-small" onClick={() => save("svg")}>
        SVG
      </button>
      <button type="button" className="button-small" onClick={() => save("csv")}>
        {t("charts.dataCsv")}
      </button>
      {failed && (
        <span className="chart-downloads-error" role="alert">
          {t("charts.downloadFailed")}
        </span>
      )}
    </div>
  );
}
