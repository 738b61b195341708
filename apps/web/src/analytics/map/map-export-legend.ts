import { CHART_FONT } from "../charts/chart-text";

const SVG = "http://www.w3.org/2000/svg";
const ROW = 22;

/** What a legend swatch's rect carries over to the file besides its fill (the silent and uncovered outlines). */
const SWATCH_LINE = ["stroke", "stroke-width", "stroke-dasharray"] as const;

/**
 * For a downloaded map: its legend, which the page shows in HTML (readable on phones), drawn
 * below the copy of the map as rows of swatches and ranges, in the page's direction, a new row
 * when the next item would pass the edge. Reads the page's own legend, so the file says exactly
 * what the page says (a hatched fill refers to the pattern the copy of the map holds).
 */
export function appendMapLegend(copy: SVGSVGElement, legend: Element | null, rtl: boolean): void {
  if (!legend) return;
  const [x0 = 0, y0 = 0, width = 960, height = 430] = (copy.getAttribute("viewBox") ?? "")
    .split(/\s+/)
    .map(Number);
  const items = [...legend.querySelectorAll("li")].map((li) => {
    const rect = li.querySelector("rect");
    return {
      color: rect?.getAttribute("fill") ?? "#cccccc",
      line: SWATCH_LINE.flatMap((name) => {
        const value = rect?.getAttribute(name);
        return value ? [[name, value] as const] : [];
      }),
      text: li.textContent?.trim() ?? "",
    };
  });
  const title = legend.querySelector(".world-map-legend-title")?.textContent?.trim() ?? "";
  const group = copy.ownerDocument.createElementNS(SVG, "g");
  group.setAttribute("font-family", CHART_FONT);
  group.setAttribute("font-size", "12");
  group.setAttribute("direction", rtl ? "rtl" : "ltr");
  const background = copy.ownerDocument.createElementNS(SVG, "rect");
  group.append(background);
  // Widths are estimated (no layout in a detached copy): about 7 units a character at this size.
  let along = 8;
  let row = 0;
  const place = (text: string, color?: string, line: readonly (readonly [string, string])[] = []) => {
    if (along > 8 && along + (color ? 16 : 0) + text.length * 7 > width - 8) {
      row += 1;
      along = 8;
    }
    const y = y0 + height + 6 + ROW / 2 + row * ROW;
    if (color) {
      const swatch = copy.ownerDocument.createElementNS(SVG, "rect");
      const x = rtl ? x0 + width - along - 12 : x0 + along;
      for (const [name, value] of Object.entries({ x, y: y - 6, width: 12, height: 12, rx: 2, fill: color }))
        swatch.setAttribute(name, String(value));
      for (const [name, value] of line) swatch.setAttribute(name, value);
      group.append(swatch);
      along += 16;
    }
    const label = copy.ownerDocument.createElementNS(SVG, "text");
    label.setAttribute("x", String(rtl ? x0 + width - along : x0 + along));
    label.setAttribute("y", String(y + 4));
    label.setAttribute("text-anchor", "start");
    label.setAttribute("fill", "#1b1f24");
    label.textContent = text;
    group.append(label);
    along += text.length * 7 + 18;
  };
  if (title) place(title);
  for (const item of items) place(item.text, item.color, item.line);
  const rows = row + 1;
  for (const [name, value] of Object.entries({
    x: x0,
    y: y0 + height,
    width,
    height: rows * ROW + 12,
    fill: "#ffffff",
  }))
    background.setAttribute(name, String(value));
  copy.append(group);
  copy.setAttribute("viewBox", `${x0} ${y0} ${width} ${height + rows * ROW + 12}`);
}
