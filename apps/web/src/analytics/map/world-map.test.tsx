import { countryName } from "@communique/core";
import type { LanguageCode } from "@communique/core/vocabulary";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n/i18n-context";
import { MESSAGES } from "../../i18n/messages/index.server";
import { CLASS_COLORS } from "./map-colors";
import { WorldMap } from "./world-map";

const COUNTS: [code: string, count: number][] = [
  ["US", 812],
  ["FR", 655],
  ["CN", 430],
  ["IN", 188],
  ["MT", 150],
  ["eu", 120],
  ["BR", 99],
  ["TV", 51],
  ["DE", 40],
  ["NG", 1],
];

function render(lang: LanguageCode) {
  const countries = COUNTS.map(([code, count]) => ({ code, count, name: countryName(code, lang) }));
  const html = renderToString(
    <I18nProvider lang={lang} messages={MESSAGES[lang]} product="Communiqué">
      <WorldMap countries={countries} title="Top countries" id="top-countries-map" />
    </I18nProvider>,
  );
  return { html, svg: html.match(/<svg id="top-countries-map"[\s\S]*?<\/svg>/)?.[0] ?? "" };
}

/** The opening tag of the element carrying a data-code. */
const targetOf = (html: string, code: string) =>
  html.match(new RegExp(`<[a-z]+ [^>]*data-code="${code}"[^>]*>`))?.[0];
const attribute = (tag: string | undefined, name: string) =>
  tag?.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
const decodeEntities = (text: string) =>
  text.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

describe.each(["en", "ar"] as const)("the world map rendered on the server (%s)", (lang) => {
  const { html, svg } = render(lang);

  it("is one self-contained SVG with its title, scaled by its viewBox", () => {
    const open = svg.match(/^<svg[^>]*>/)?.[0];
    expect(attribute(open, "class")).toBe("world-map-svg");
    expect(attribute(open, "viewBox")).toBe("0 0 960 430");
    expect(attribute(open, "xmlns")).toBe("http://www.w3.org/2000/svg");
    expect(svg).toMatch(/<title id="[^"]+">Top countries<\/title>/);
    expect(attribute(open, "aria-labelledby")).toBe(svg.match(/<title id="([^"]+)"/)?.[1]);
    expect(open).not.toMatch(/ (width|height|dir)=/);
  });

  it("has no style attribute anywhere (CSP style-src 'self'), and colours as presentation attributes", () => {
    expect(html).not.toMatch(/\sstyle=/);
    expect(svg).toMatch(/<path d="M[^"]*" fill="#e3e6ea" stroke="#ffffff"/);
  });

  it("fills each listed country's shape with its class colour, focusable in rank order and named with its count", () => {
    for (const code of ["US", "FR", "CN", "IN", "BR", "DE", "NG"]) {
      const tag = targetOf(svg, code);
      expect(tag, code).toMatch(/^<path /);
      expect(CLASS_COLORS).toContain(attribute(tag, "fill"));
      expect(attribute(tag, "tabindex")).toBe("0");
      expect(attribute(tag, "role")).toBe("img");
    }
    const order = [...svg.matchAll(/data-code="([^"]+)"/g)].map((match) => match[1]);
    expect(order).toEqual(["US", "FR", "CN", "IN", "MT", "BR", "TV", "DE", "NG"]);
    expect(attribute(targetOf(svg, "US"), "fill")).toBe(CLASS_COLORS.at(-1));
  });

  it("draws Malta and Tuvalu as markers, in their class colour", () => {
    for (const code of ["MT", "TV"]) {
      const tag = targetOf(svg, code);
      expect(tag, code).toMatch(/^<circle /);
      expect(attribute(tag, "tabindex")).toBe("0");
      const [cx, cy] = [attribute(tag, "cx"), attribute(tag, "cy")];
      expect(svg).toMatch(new RegExp(`<circle cx="${cx}" cy="${cy}" r="4.5" stroke="#4b5563"`));
    }
  });

  it("draws the disputed boundaries dotted", () => {
    expect(svg).toMatch(
      /<path d="M[^"z]+" fill="none" stroke="#4b5563" stroke-width="1.25" stroke-dasharray="1.5 2.5"/,
    );
  });

  it("lists every country in a table, organisations included, with the class legend and the disclaimer", () => {
    const rows = html.match(/<tbody>[\s\S]*<\/tbody>/)?.[0].match(/<tr>/g);
    expect(rows).toHaveLength(COUNTS.length);
    expect(html).toContain(`${countryName("eu", lang)}</th><td>120</td>`);
    expect(html.match(/<div class="world-map-legend">[\s\S]*?<\/ul>/)?.[0].match(/<li>/g)).toHaveLength(6);
    expect(decodeEntities(html)).toContain(
      `<p class="world-map-disclaimer">${MESSAGES[lang]["map.disclaimer"]}</p>`,
    );
    expect(decodeEntities(html)).toContain(countryName("eu", lang));
  });
});

describe("the world map's words", () => {
  it("name each country with its count, plural rules included (en)", () => {
    const { svg } = render("en");
    expect(attribute(targetOf(svg, "FR"), "aria-label")).toBe("France: 655 statements");
    expect(attribute(targetOf(svg, "NG"), "aria-label")).toBe("Nigeria: 1 statement");
    expect(attribute(targetOf(svg, "MT"), "aria-label")).toBe("Malta: 150 statements");
  });

  it("name each country with its count, plural rules included (ar)", () => {
    const { svg, html } = render("ar");
    expect(attribute(targetOf(svg, "FR"), "aria-label")).toBe("فرنسا: 655 بيانًا");
    expect(attribute(targetOf(svg, "NG"), "aria-label")).toBe("نيجيريا: بيان واحد");
    expect(html).toContain("عدد البيانات");
  });

  it("give the legend's ranges and the table's numbers in the interface language's format", () => {
    const { html } = render("en");
    const legend = html.match(/<div class="world-map-legend">[\s\S]*?<\/ul>/)?.[0] ?? "";
    expect(legend).toContain("Statements");
    expect(legend).toContain("Not in the top 10");
    expect(legend).toMatch(/\d–\d/);
    expect(html).toContain("In the table only (organisations and former states): European Union");
  });

  it("render the same markup twice (what hydration compares)", () => {
    expect(render("en").html).toBe(render("en").html);
  });
});
