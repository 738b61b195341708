/**
 * The link-preview images (og:image, 1200×630 PNG): one per page kind and language, drawn on
 * first request with Skia (@napi-rs/canvas, which shapes Arabic and lays it right to left) and
 * the report's fonts, then kept in memory: 10 kinds × 6 languages, about 40 KB each.
 */

import { getLanguage, type LanguageCode } from "@communique/core/vocabulary";
import { FONT_FAMILIES, FONT_KEYS, reportFontPath } from "@communique/report-fonts";
import { createCanvas, GlobalFonts, type SKRSContext2D } from "@napi-rs/canvas";
import { tools } from "../i18n/i18n-context";
import { MESSAGES } from "../i18n/messages/index.server";
import type { Translate } from "../i18n/translate";
import type { PageKind } from "../og-image-kinds";

const WIDTH = 1200;
const HEIGHT = 630;
const MARGIN = 80;
/** The site's one accent colour (styles/app.css --accent) and its text colours. */
const ACCENT = "#1d4f91";
const INK = "#161a1f";
const MUTED = "#4a525c";

let fontsLoaded = false;
function loadFonts(): void {
  if (fontsLoaded) return;
  for (const key of FONT_KEYS) {
    const script = key.split("-")[0] as keyof typeof FONT_FAMILIES;
    GlobalFonts.registerFromPath(reportFontPath(key), FONT_FAMILIES[script]);
  }
  fontsLoaded = true;
}

/** The families to draw a language in, its own script's first; the others cover quoted names. */
function families(lang: LanguageCode): string {
  if (lang === "ar") return "Amiri, 'Noto Sans', 'Noto Sans SC'";
  if (lang === "zh") return "'Noto Sans SC', 'Noto Sans', Amiri";
  return "'Noto Sans', 'Noto Sans SC', Amiri";
}

/** The big line of each kind: what the page is, in the reader's language. */
function heading(kind: PageKind, t: Translate): string {
  switch (kind) {
    case "home":
    case "page":
      return t("meta.tagline");
    case "search":
      return t("search.title");
    case "statement":
      return t("og.statement");
    case "analytics":
      return t("analytics.title");
    case "analytics-tool":
      return t("analyticsTool.title");
    case "coverage":
      return t("coverage.title");
    case "articles":
      return t("articles.title");
    case "report":
      return t("report.title");
    case "offline":
      return t("offline.title");
  }
}

/** Lines of at most `width` pixels, broken between words (between characters in Chinese). */
function wrap(g: SKRSContext2D, text: string, width: number, lang: LanguageCode, maxLines: number): string[] {
  const segments = [...new Intl.Segmenter(getLanguage(lang).iso, { granularity: "word" }).segment(text)].map(
    (s) => s.segment,
  );
  const lines: string[] = [];
  let line = "";
  for (const segment of segments) {
    const candidate = line + segment;
    if (line.trim() !== "" && g.measureText(candidate.trim()).width > width) {
      lines.push(line.trim());
      line = segment.trimStart();
    } else line = candidate;
  }
  if (line.trim()) lines.push(line.trim());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

export function renderOgImage(kind: PageKind, lang: LanguageCode, product: string): Buffer {
  loadFonts();
  const { t } = tools(lang, MESSAGES[lang], product);
  const rtl = getLanguage(lang).dir === "rtl";
  const canvas = createCanvas(WIDTH, HEIGHT);
  const g = canvas.getContext("2d");
  g.fillStyle = "#ffffff";
  g.fillRect(0, 0, WIDTH, HEIGHT);
  g.fillStyle = ACCENT;
  g.fillRect(0, 0, WIDTH, 16);
  g.direction = rtl ? "rtl" : "ltr";
  g.textAlign = rtl ? "right" : "left";
  g.textBaseline = "alphabetic";
  const x = rtl ? WIDTH - MARGIN : MARGIN;
  const width = WIDTH - 2 * MARGIN;
  const fonts = families(lang);

  g.fillStyle = ACCENT;
  g.font = `bold 46px ${fonts}`;
  g.fillText(product, x, 118);

  g.fillStyle = INK;
  g.font = `bold 72px ${fonts}`;
  const title = wrap(g, heading(kind, t), width, lang, 2);
  title.forEach((line, i) => {
    g.fillText(line, x, 250 + i * 92);
  });

  g.fillStyle = MUTED;
  g.font = `34px ${fonts}`;
  const lead = kind === "home" || kind === "page" ? t("og.languages") : t("meta.tagline");
  wrap(g, lead, width, lang, 2).forEach((line, i) => {
    g.fillText(line, x, 250 + title.length * 92 + 40 + i * 48);
  });

  g.fillStyle = ACCENT;
  g.fillRect(rtl ? WIDTH - MARGIN - 120 : MARGIN, HEIGHT - 72, 120, 6);
  return canvas.toBuffer("image/png");
}

const cache = new Map<string, Buffer>();

/** The image of a kind and language, drawn once per process. */
export function ogImage(kind: PageKind, lang: LanguageCode, product: string): Buffer {
  const key = `${kind}\u0000${lang}\u0000${product}`;
  let image = cache.get(key);
  if (!image) {
    image = renderOgImage(kind, lang, product);
    cache.set(key, image);
  }
  return image;
}
