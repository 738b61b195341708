import type { EmbeddingLevels } from "bidi-js";
import LineBreaker from "linebreak";
import { FONT_SCRIPTS, type FontKey, type FontScript, fontKey, hasGlyph, loadFont } from "./pdf-fonts";
import type { Shaping } from "./shaping-font";
import { bidi } from "./text-direction";

/**
 * Paragraphs of any of the six languages, mixed as they come, set on PDF pages through pdfkit.
 *
 * pdfkit shapes text with fontkit (Arabic joining forms, ligatures, marks) and subsets the fonts,
 * but it neither reorders right-to-left text nor picks a font per script. This module does the
 * rest: a font per character (Noto Sans, Amiri or Noto Sans SC, see pdf-fonts), line breaking
 * where the Unicode line breaking algorithm (UAX #14, the linebreak package) allows it (at
 * spaces, after a web address's "/", between Chinese characters but not before closing
 * punctuation; always at a line separator), and the Unicode bidirectional algorithm (bidi-js)
 * to order each line's runs for display, mirroring brackets in right-to-left runs. Each run goes to pdfkit in logical order with its direction, which the
 * fonts' wrapper (shaping-font) shapes and puts in visual order.
 */

/** A piece of a paragraph with its own look. */
export interface Span {
  text: string;
  bold?: boolean;
  color?: string;
  /** A web address: the run becomes a link. */
  link?: string;
}

export interface ParagraphStyle {
  size: number;
  /** Base direction: the language's, or (auto) that of the first strong letter. */
  dir: "ltr" | "rtl" | "auto";
  /**
   * The font for characters of no script (digits, punctuation) not between letters of one
   * script; by default, that of the first letter.
   */
  script?: FontScript;
  bold?: boolean;
  color?: string;
  /** Line height as a multiple of the size, at least. */
  leading?: number;
  spaceBefore?: number;
  spaceAfter?: number;
  /** Start on a new page unless this paragraph and that many points more fit on this one. */
  keepWithNext?: number;
  align?: "start" | "center";
  /** A tinted box with a bar on one side; a box may span paragraphs (open at top or bottom). */
  box?: { fill: string; bar: string; barSide: "left" | "right"; open?: "top" | "bottom" | "both" };
}

/**
 * What a paragraph is in a tagged PDF's structure (read by screen readers, and by tools that
 * reflow or extract the text): a heading, a paragraph or an item of a list; and its language
 * when it differs from the document's (a statement quoted in another language).
 */
export interface Tag {
  role: "H1" | "H2" | "H3" | "P" | "LI";
  lang?: string | undefined;
}

export interface PageSetup {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  /** Drawn on each new page, such as its number. */
  onPage?: (page: number) => void;
}

/** Arabic glyphs look small beside Latin ones at the same size. */
const SCRIPT_SCALE: Record<FontScript, number> = { latin: 1, arabic: 1.15, cjk: 1 };

/**
 * How runs are shaped (see shaping-font). Mirroring off: the bidi algorithm has already mirrored
 * brackets. Kerning off for Arabic: Amiri opens a gap after letters that do not join (ر د و...),
 * which text extraction (poppler's pdftotext, so Evince's copy and search) takes for a space
 * inside the word.
 */
const SHAPING: Record<"arabic" | "other", Record<"ltr" | "rtl", Shaping>> = {
  arabic: {
    ltr: { direction: "ltr", features: { kern: false, rtlm: false } },
    rtl: { direction: "rtl", features: { kern: false, rtlm: false } },
  },
  other: {
    ltr: { direction: "ltr", features: { rtlm: false } },
    rtl: { direction: "rtl", features: { rtlm: false } },
  },
};

function shapingOf(key: FontKey, direction: "ltr" | "rtl"): Shaping {
  return SHAPING[key.startsWith("arabic") ? "arabic" : "other"][direction];
}

/** pdfkit passes "features" on to the font's layout() as they are, though its types say an array. */
function shapingOption(key: FontKey, direction: "ltr" | "rtl") {
  return shapingOf(key, direction) as unknown as PDFKit.Mixins.OpenTypeFeatures[];
}

const BOX_PADDING = 6;
const BOX_BAR = 2.5;

type Strong = FontScript | "inherited" | null;
const strongCache = new Map<number, Strong>();

/** The script a character calls for, null for those of no script (digits, spaces, punctuation). */
function strongScript(codePoint: number): Strong {
  let strong = strongCache.get(codePoint);
  if (strong === undefined) {
    const ch = String.fromCodePoint(codePoint);
    if (/\p{Script=Arabic}/u.test(ch)) strong = "arabic";
    else if (
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\p{Script=Hangul}]/u.test(ch)
    )
      strong = "cjk";
    else if (/\p{Script=Inherited}/u.test(ch)) strong = "inherited";
    else if (/[\p{Script=Common}\p{Script=Unknown}]/u.test(ch)) strong = null;
    else strong = "latin";
    strongCache.set(codePoint, strong);
  }
  return strong;
}

/** Marks and isolates only the bidi algorithm reads: not drawn (rule X9). */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const BIDI_CONTROL_ALL = new RegExp(BIDI_CONTROL.source, "g");

/** Sets text apart for the bidi algorithm, as HTML's <bdi> and dir do: it cannot reorder what is around it. */
export function isolate(text: string, dir?: "ltr" | "rtl"): string {
  return `${dir === "rtl" ? "\u2067" : dir === "ltr" ? "\u2066" : "\u2068"}${text}\u2069`;
}

const isSpace = (ch: string) => ch === " " || ch === "\t" || ch === "\u3000";

/**
 * Where a line may end, by UAX #14: the index each line may start at, and whether the break
 * there is required (U+2028, a vertical tab...; a paragraph's "\n" has already split it).
 */
export function breakOpportunities(text: string): { position: number; required: boolean }[] {
  const breaker = new LineBreaker(text);
  const breaks: { position: number; required: boolean }[] = [];
  for (let bk = breaker.nextBreak(); bk; bk = breaker.nextBreak())
    breaks.push({ position: bk.position, required: bk.required });
  return breaks;
}

/** One piece of text in one font and span, in logical order. */
interface Piece {
  start: number;
  end: number;
}

interface Token {
  start: number;
  /** Before the trailing spaces. */
  contentEnd: number;
  end: number;
  width: number;
  spaceWidth: number;
  /** The line must end after it. */
  required?: boolean;
}

export interface Run {
  /** Where the run starts in the paragraph: runs are tagged in this (logical) order. */
  start: number;
  /** In logical order, brackets mirrored when right to left. */
  text: string;
  direction: "ltr" | "rtl";
  key: FontKey;
  size: number;
  span: Span;
  width: number;
  features: PDFKit.Mixins.OpenTypeFeatures[];
}

export interface Line {
  runs: Run[];
  width: number;
}

/** A paragraph without line breaks, ready to be cut into lines. */
interface Laid {
  text: string;
  /** Per UTF-16 unit. */
  fonts: FontKey[];
  spans: Span[];
  levels: EmbeddingLevels;
  rtl: boolean;
}

export class PdfComposer {
  private y = 0;
  private page = 0;
  private readonly registered = new Set<FontKey>();
  /** When the document is tagged: the structure elements open, the document's first. */
  private readonly parents: PDFKit.PDFStructureElement[] = [];

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly setup: PageSetup,
  ) {
    if (doc.options.tagged) {
      const root = doc.struct("Document");
      doc.addStructure(root);
      this.parents.push(root);
    }
  }

  private get tagged(): boolean {
    return this.parents.length > 0;
  }

  /** Opens a structure element (a section "Sect", a list "L") that the next paragraphs go in, until end(). */
  begin(role: "Sect" | "L", lang?: string): void {
    if (!this.tagged) return;
    const element = this.doc.struct(role, lang ? { lang } : {});
    this.parents.at(-1)!.add(element);
    this.parents.push(element);
  }

  end(): void {
    if (this.parents.length > 1) this.parents.pop()!.end();
  }

  /** Content that is not part of the text (page numbers, boxes), marked so that readers skip it. */
  private artifact(type: "Pagination" | "Layout", draw: () => void): void {
    if (this.tagged) this.doc.markContent("Artifact", { type });
    draw();
    if (this.tagged) this.doc.endMarkedContent();
  }

  /** The structure element a paragraph's text goes in: the element itself, or an item's body. */
  private element(tag: Tag): PDFKit.PDFStructureElement | undefined {
    const parent = this.parents.at(-1);
    if (!parent) return undefined;
    const options = tag.lang ? { lang: tag.lang } : {};
    if (tag.role !== "LI") {
      const element = this.doc.struct(tag.role, options);
      parent.add(element);
      return element;
    }
    const item = this.doc.struct("LI", options);
    const body = this.doc.struct("LBody");
    item.add(body);
    parent.add(item);
    return body;
  }

  get left(): number {
    return this.setup.margin.left;
  }

  get right(): number {
    return this.setup.width - this.setup.margin.right;
  }

  private get bottom(): number {
    return this.setup.height - this.setup.margin.bottom;
  }

  newPage(): void {
    this.doc.addPage({ size: [this.setup.width, this.setup.height], margin: 0 });
    this.page++;
    this.y = this.setup.margin.top;
    this.setup.onPage?.(this.page);
  }

  /** Space below the last paragraph, unless at the top of a page. */
  gap(points: number): void {
    if (this.y > this.setup.margin.top) this.y += points;
  }

  /** A line outside the flow, its box's top at `top` (a page number in the margin). */
  textAt(content: string | Span[], style: ParagraphStyle, top: number): void {
    const [laid] = this.lay(content, style);
    if (!laid) return;
    this.artifact("Pagination", () => {
      for (const line of this.breakLines(laid, style, this.right - this.left)) {
        this.drawLine(line, laid.rtl, style, top, this.lineHeight(laid, style));
      }
    });
  }

  /** Room for a drawing of this height in the flow (on a new page unless it fits): its top. */
  reserve(height: number): number {
    if (this.y + height > this.bottom && this.y > this.setup.margin.top) this.newPage();
    const top = this.y;
    this.y += height;
    return top;
  }

  /** The height left on this page below the flow. */
  get room(): number {
    return this.bottom - this.y;
  }

  /**
   * A drawing (a chart) tagged as a Figure with its text alternative; drawn at once, so it must
   * fit where it is (reserve).
   */
  figure(alt: string, draw: () => void): void {
    const parent = this.parents.at(-1);
    if (!parent) {
      draw();
      return;
    }
    parent.add(this.doc.struct("Figure", { alt }, [draw]));
  }

  /** The width of one line of text, unbroken. */
  measure(content: string | Span[], style: ParagraphStyle): number {
    const [laid] = this.lay(content, style);
    return laid ? this.breakLines(laid, style, Number.POSITIVE_INFINITY)[0]!.width : 0;
  }

  /**
   * One line of text at a point, outside the flow (a chart's label): `x` is where its left end,
   * right end or centre goes; `top` the top of its line. Not marked: inside a figure.
   */
  label(
    content: string | Span[],
    style: ParagraphStyle,
    x: number,
    top: number,
    anchor: "left" | "right" | "center",
  ): void {
    const [laid] = this.lay(content, style);
    if (!laid) return;
    const line = this.breakLines(laid, style, Number.POSITIVE_INFINITY)[0]!;
    const left = anchor === "left" ? x : anchor === "right" ? x - line.width : x - line.width / 2;
    const height = this.lineHeight(laid, style);
    const baseline = this.baselineOf(line, top, height);
    let at = left;
    for (const run of line.runs) {
      this.useFont(run.key, run.size);
      this.doc.fillColor(run.span.color ?? style.color ?? "#1b1b1b");
      this.doc.text(run.text, at, baseline, {
        lineBreak: false,
        baseline: "alphabetic",
        features: run.features,
      });
      at += run.width;
    }
  }

  /** The lines a paragraph makes in a given width, each with its runs from left to right. */
  lines(content: string | Span[], style: ParagraphStyle, width = this.right - this.left): Line[] {
    return this.lay(content, style).flatMap((laid) => this.breakLines(laid, style, width));
  }

  /** A paragraph in the flow; tagged (by default as "P") when the document is. */
  paragraph(content: string | Span[], style: ParagraphStyle, tag: Tag = { role: "P" }): void {
    const pieces = this.lay(content, style);
    if (!pieces.length) return;
    const box = style.box;
    const padTop = box && box.open !== "top" && box.open !== "both" ? BOX_PADDING : 0;
    const padBottom = box && box.open !== "bottom" && box.open !== "both" ? BOX_PADDING : 0;
    const inset = box ? BOX_PADDING + BOX_BAR : 0;
    const width = this.right - this.left - 2 * inset;
    const laidLines = pieces.map((laid) => ({
      laid,
      lines: this.breakLines(laid, style, width),
      height: this.lineHeight(laid, style),
    }));
    const total = laidLines.reduce((sum, p) => sum + p.lines.length * p.height, 0) + padTop + padBottom;

    this.gap(style.spaceBefore ?? 0);
    if (
      style.keepWithNext &&
      this.y + total + style.keepWithNext > this.bottom &&
      this.y > this.setup.margin.top
    )
      this.newPage();

    const element = this.element(tag);
    const links = new Map<Span, PDFKit.PDFStructureElement>();
    const all = laidLines.flatMap((p) => p.lines.map((line) => ({ line, laid: p.laid, height: p.height })));
    all.forEach(({ line, laid, height }, i) => {
      const above = i === 0 ? padTop : 0;
      const below = i === all.length - 1 ? padBottom : 0;
      if (this.y + above + height + below > this.bottom) this.newPage();
      if (box) this.drawBox(box, this.y, above + height + below);
      this.y += above;
      this.drawLine(line, laid.rtl, style, this.y, height, inset, element, links);
      this.y += height + below;
    });
    for (const link of links.values()) link.end();
    element?.end();
    this.y += style.spaceAfter ?? 0;
  }

  private drawBox(box: NonNullable<ParagraphStyle["box"]>, top: number, height: number): void {
    const { doc } = this;
    this.artifact("Layout", () => {
      doc.save();
      doc.rect(this.left, top, this.right - this.left, height).fill(box.fill);
      doc
        .rect(box.barSide === "right" ? this.right - BOX_BAR : this.left, top, BOX_BAR, height)
        .fill(box.bar);
      doc.restore();
    });
  }

  /** Splits on line breaks; each part is a paragraph for the bidi algorithm. */
  private lay(content: string | Span[], style: ParagraphStyle): Laid[] {
    const spans = typeof content === "string" ? [{ text: content }] : content;
    const text = spans.map((s) => s.text).join("");
    const spanOf: Span[] = [];
    for (const span of spans) for (let i = 0; i < span.text.length; i++) spanOf.push(span);
    const parts: Laid[] = [];
    let offset = 0;
    for (const line of text.split("\n")) {
      const start = offset + (line.length - line.trimStart().length);
      offset += line.length + 1;
      const trimmed = line.trim();
      if (!trimmed) continue;
      const levels = bidi.getEmbeddingLevels(trimmed, style.dir);
      const partSpans = spanOf.slice(start, start + trimmed.length);
      parts.push({
        text: trimmed,
        fonts: this.chooseFonts(trimmed, levels.levels, style, partSpans),
        spans: partSpans,
        levels,
        rtl: (levels.paragraphs[0]?.level ?? 0) % 2 === 1,
      });
    }
    return parts;
  }

  /**
   * A font per UTF-16 unit: a letter's script decides; a mark follows its letter; a digit, space
   * or punctuation mark takes the font of the letters beside it that go in its direction (so that
   * an Arabic phrase is one run, and the digits of COVID-19 stay with its letters), else the
   * paragraph's own. If that font lacks it, the first font that has it.
   */
  private chooseFonts(text: string, levels: Uint8Array, style: ParagraphStyle, spans: Span[]): FontKey[] {
    const units: number[] = [];
    const codePoints: number[] = [];
    for (let i = 0; i < text.length; ) {
      const cp = text.codePointAt(i)!;
      units.push(i);
      codePoints.push(cp);
      i += cp > 0xffff ? 2 : 1;
    }
    const strong = codePoints.map(strongScript);
    const isLetter = (s: Strong): s is FontScript => s !== null && s !== "inherited";
    const own = style.script ?? strong.find(isLetter) ?? "latin";
    const next: number[] = new Array(codePoints.length).fill(-1);
    for (let i = codePoints.length - 1, following = -1; i >= 0; i--) {
      next[i] = following;
      if (isLetter(strong[i]!)) following = i;
    }
    const fonts: FontKey[] = [];
    let previous = -1;
    let chosen: FontScript = own;
    codePoints.forEach((cp, i) => {
      const s = strong[i]!;
      if (s !== "inherited" || i === 0) {
        const level = levels[units[i]!];
        const beside = (j: number) =>
          j >= 0 && levels[units[j]!] === level ? (strong[j] as FontScript) : null;
        const wanted = isLetter(s) ? s : (beside(previous) ?? beside(next[i]!) ?? own);
        chosen = hasGlyph(wanted, cp) ? wanted : (FONT_SCRIPTS.find((c) => hasGlyph(c, cp)) ?? wanted);
      }
      if (isLetter(s)) previous = i;
      const bold = spans[units[i]!]?.bold ?? style.bold ?? false;
      const key = fontKey(chosen, bold ? "bold" : "regular");
      fonts.push(key);
      if (cp > 0xffff) fonts.push(key);
    });
    return fonts;
  }

  private useFont(key: FontKey, size: number): void {
    if (!this.registered.has(key)) {
      // pdfkit takes a fontkit font as well as a file (PDFFontFactory.open), though its types do not say so.
      this.doc.registerFont(key, loadFont(key).shaping.font as unknown as Buffer);
      this.registered.add(key);
    }
    this.doc.font(key).fontSize(size);
  }

  private static scriptOf(key: FontKey): FontScript {
    return key.slice(0, key.indexOf("-")) as FontScript;
  }

  /** The width of text in one font at 1 pt. */
  private unitWidth(key: FontKey, text: string, direction: "ltr" | "rtl"): number {
    const { font, shaping } = loadFont(key);
    return shaping.advanceWidth(text, shapingOf(key, direction)) / font.unitsPerEm;
  }

  private width(laid: Laid, start: number, end: number, style: ParagraphStyle): number {
    let width = 0;
    for (const piece of this.pieces(laid, start, end)) {
      const key = laid.fonts[piece.start]!;
      width +=
        this.unitWidth(
          key,
          laid.text.slice(piece.start, piece.end).replace(BIDI_CONTROL_ALL, ""),
          laid.levels.levels[piece.start]! % 2 === 1 ? "rtl" : "ltr",
        ) *
        style.size *
        SCRIPT_SCALE[PdfComposer.scriptOf(key)];
    }
    return width;
  }

  /** Stretches of one font and span, in logical order. */
  private pieces(laid: Laid, start: number, end: number): Piece[] {
    const pieces: Piece[] = [];
    for (let i = start; i < end; i++) {
      const last = pieces[pieces.length - 1];
      if (last && laid.fonts[i] === laid.fonts[last.start] && laid.spans[i] === laid.spans[last.start])
        last.end = i + 1;
      else pieces.push({ start: i, end: i + 1 });
    }
    return pieces;
  }

  /** The stretches between UAX #14 break opportunities (words with their trailing spaces, Chinese characters...). */
  private tokens(laid: Laid, style: ParagraphStyle, maxWidth: number): Token[] {
    const { text } = laid;
    const tokens: Token[] = [];
    let start = 0;
    for (const { position: end, required } of breakOpportunities(text)) {
      if (end <= start) continue;
      let contentEnd = end;
      // Trailing spaces hang at the end of a line; so do line and paragraph separators.
      while (
        contentEnd > start &&
        (isSpace(text[contentEnd - 1]!) || /[\n\v\f\r\u0085\u2028\u2029]/.test(text[contentEnd - 1]!))
      )
        contentEnd--;
      const token: Token = {
        start,
        contentEnd,
        end,
        width: this.width(laid, start, contentEnd, style),
        spaceWidth: this.width(laid, contentEnd, end, style),
        required,
      };
      if (token.width > maxWidth) tokens.push(...this.splitToken(laid, token, style, maxWidth));
      else tokens.push(token);
      start = end;
    }
    return tokens;
  }

  /** A stretch with no break opportunity wider than the line (a long address's segment): cut between graphemes. */
  private splitToken(laid: Laid, token: Token, style: ParagraphStyle, maxWidth: number): Token[] {
    const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
    const parts: Token[] = [];
    let start = token.start;
    let width = 0;
    for (const { index, segment } of segmenter.segment(laid.text.slice(token.start, token.contentEnd))) {
      const at = token.start + index;
      const w = this.width(laid, at, at + segment.length, style);
      if (width + w > maxWidth && at > start) {
        parts.push({ start, contentEnd: at, end: at, width, spaceWidth: 0 });
        start = at;
        width = 0;
      }
      width += w;
    }
    parts.push({
      start,
      contentEnd: token.contentEnd,
      end: token.end,
      width,
      spaceWidth: token.spaceWidth,
      required: token.required,
    });
    return parts;
  }

  private breakLines(laid: Laid, style: ParagraphStyle, maxWidth: number): Line[] {
    const lines: Line[] = [];
    let lineStart = -1;
    let lineEnd = 0;
    let width = 0;
    for (const token of this.tokens(laid, style, maxWidth)) {
      if (lineStart >= 0 && width + token.width > maxWidth) {
        lines.push(this.visualLine(laid, lineStart, lineEnd, style));
        lineStart = -1;
        width = 0;
      }
      if (lineStart < 0) lineStart = token.start;
      lineEnd = token.contentEnd;
      width += token.width + token.spaceWidth;
      if (token.required && token.end < laid.text.length) {
        lines.push(this.visualLine(laid, lineStart, lineEnd, style));
        lineStart = -1;
        width = 0;
      }
    }
    if (lineStart >= 0) lines.push(this.visualLine(laid, lineStart, lineEnd, style));
    return lines;
  }

  /** A line's runs from left to right (the bidi algorithm's rule L2), brackets mirrored (L4). */
  private visualLine(laid: Laid, start: number, end: number, style: ParagraphStyle): Line {
    const { text, levels } = laid;
    const order: number[] = [];
    for (let i = start; i < end; i++) order.push(i);
    for (const [from, to] of bidi.getReorderSegments(text, levels, start, end - 1)) {
      const reversed = order.slice(from! - start, to! - start + 1).reverse();
      order.splice(from! - start, reversed.length, ...reversed);
    }
    const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end - 1);

    const groups: { min: number; max: number; rtl: boolean }[] = [];
    let current: { min: number; max: number; rtl: boolean; last: number } | undefined;
    for (const i of order) {
      const rtl = levels.levels[i]! % 2 === 1;
      const joins =
        current &&
        current.rtl === rtl &&
        i === current.last + (rtl ? -1 : 1) &&
        laid.fonts[i] === laid.fonts[current.last] &&
        laid.spans[i] === laid.spans[current.last] &&
        levels.levels[i] === levels.levels[current.last];
      if (current && joins) {
        current.min = Math.min(current.min, i);
        current.max = Math.max(current.max, i);
        current.last = i;
      } else {
        current = { min: i, max: i, rtl, last: i };
        groups.push(current);
      }
    }

    const runs = groups.map(({ min, max, rtl }): Run | null => {
      let logical = "";
      for (let i = min; i <= max; i++)
        if (!BIDI_CONTROL.test(text[i]!)) logical += mirrored.get(i) ?? text[i];
      if (!logical) return null;
      const key = laid.fonts[min]!;
      const size = style.size * SCRIPT_SCALE[PdfComposer.scriptOf(key)];
      const direction = rtl ? "rtl" : "ltr";
      return {
        start: min,
        text: logical,
        direction,
        key,
        size,
        span: laid.spans[min]!,
        width: this.unitWidth(key, logical, direction) * size,
        features: shapingOption(key, direction),
      };
    });
    const drawn = runs.filter((run): run is Run => run !== null);
    return { runs: drawn, width: drawn.reduce((sum, r) => sum + r.width, 0) };
  }

  /** The paragraph's line height: enough for the tallest font it uses. */
  private lineHeight(laid: Laid, style: ParagraphStyle): number {
    let height = style.size * (style.leading ?? 1.45);
    for (const key of new Set(laid.fonts)) {
      const { font } = loadFont(key);
      const scale = SCRIPT_SCALE[PdfComposer.scriptOf(key)];
      height = Math.max(height, (style.size * scale * (font.ascent - font.descent)) / font.unitsPerEm);
    }
    return height;
  }

  /** Where a line's baseline goes to sit centred in `height` from `top`, by its fonts' ascent and descent. */
  private baselineOf(line: Line, top: number, height: number): number {
    let ascent = 0;
    let descent = 0;
    for (const run of line.runs) {
      const { font } = loadFont(run.key);
      ascent = Math.max(ascent, (run.size * font.ascent) / font.unitsPerEm);
      descent = Math.max(descent, (-run.size * font.descent) / font.unitsPerEm);
    }
    return top + (height - ascent - descent) / 2 + ascent;
  }

  private drawLine(
    line: Line,
    rtl: boolean,
    style: ParagraphStyle,
    top: number,
    height: number,
    inset = 0,
    element?: PDFKit.PDFStructureElement,
    links?: Map<Span, PDFKit.PDFStructureElement>,
  ): void {
    const { doc } = this;
    const baseline = this.baselineOf(line, top, height);
    const left = this.left + inset;
    const right = this.right - inset;
    let x = style.align === "center" ? (left + right - line.width) / 2 : rtl ? right - line.width : left;
    const placed = line.runs.map((run) => {
      const at = x;
      x += run.width;
      return { run, x: at };
    });
    const draw = ({ run, x }: { run: Run; x: number }) => {
      this.useFont(run.key, run.size);
      doc.fillColor(run.span.color ?? style.color ?? "#1b1b1b");
      doc.text(run.text, x, baseline, { lineBreak: false, baseline: "alphabetic", features: run.features });
    };
    const linkOf = (run: Run) =>
      run.span.link && /^https?:\/\//i.test(run.span.link) ? run.span.link : undefined;
    if (!element) {
      for (const p of placed) {
        draw(p);
        const link = linkOf(p.run);
        if (link) doc.link(p.x, top, p.run.width, height, link);
      }
      return;
    }
    // Tagged: the runs go into the structure in logical order (drawn where the bidi algorithm put
    // them), so that the structure reads a line of mixed directions run by run in the order it
    // was written; a link is a Link element holding its text and its annotation. Within a
    // right-to-left run the glyphs stay in visual order: an ActualText with the run's letters
    // made poppler (pdftotext, Evince's copy and search) drop the run's text altogether.
    placed.sort((a, b) => a.run.start - b.run.start);
    for (let i = 0; i < placed.length; ) {
      const link = linkOf(placed[i]!.run);
      if (link) {
        const p = placed[i++]!;
        // One Link element per link of the paragraph, whatever the lines it is cut into.
        let linkElement = links?.get(p.run.span);
        if (!linkElement) {
          linkElement = doc.struct("Link");
          element.add(linkElement);
          links?.set(p.run.span, linkElement);
        }
        linkElement.add(() => draw(p));
        doc.link(p.x, top, p.run.width, height, link, { structParent: linkElement } as never);
        continue;
      }
      const plain: typeof placed = [];
      while (i < placed.length && !linkOf(placed[i]!.run)) plain.push(placed[i++]!);
      element.add(() => {
        for (const p of plain) draw(p);
      });
    }
  }
}
