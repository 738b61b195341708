import { dayNumber, getLanguage, type LanguageCode } from "@communique/core";
import { downloadTexts } from "../downloads/download-texts";
import type { Briefing, BriefingChart, ChartRow, DaySpan } from "./briefing-model";
import { breathe, INK, inLanguage, LINK, MUTED, openPdf } from "./pdf-document";
import { isolate, type ParagraphStyle, type PdfComposer, type Span } from "./pdf-text";

const ACCENT = "#0b57d0";
const BAND = "#dbe7fb";
const GRID = "#d5d5d5";

/** The chart: a row per member, the time axis under the rows, the share of the bloc below. */
const ROW = 15;
const AXIS = 40;
const SHARE_HEIGHT = 80;
const LABEL_SIZE = 7.5;

/** "Label: value", the value set apart for the bidi algorithm. */
function labelled(lang: LanguageCode, label: string, value: Span): Span[] {
  const [before = "", after = ""] = downloadTexts(lang).labelled(label, "\u0000").split("\u0000");
  return [
    { text: before, bold: true },
    { ...value, text: isolate(value.text, value.link ? "ltr" : undefined) },
    { text: after },
  ];
}

/** A link's span: its address, left to right. */
const linkSpan = (url: string): Span =>
  /^https?:\/\//i.test(url) ? { text: url, link: url, color: LINK } : { text: url };

interface Ticks {
  days: string[];
  label: (day: string) => string;
}

/** Ticks on the time axis: years, months or weeks, eight at most. */
function ticksOf(range: { from: string; to: string }, lang: LanguageCode): Ticks {
  const iso = getLanguage(lang).iso;
  const span = dayNumber(range.to) - dayNumber(range.from);
  const fmt = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(iso, { ...options, timeZone: "UTC" });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  };
  const days: string[] = [];
  const [y0, m0] = range.from.split("-").map(Number) as [number, number];
  if (span > 3 * 366) {
    const [y1] = range.to.split("-").map(Number) as [number];
    const step = Math.max(1, Math.ceil((y1 - y0 + 1) / 8));
    for (let y = y0 + (range.from.endsWith("-01-01") ? 0 : 1); y <= y1; y += step) days.push(`${y}-01-01`);
    return { days, label: fmt({ year: "numeric" }) };
  }
  if (span > 62) {
    const months = Math.ceil(span / 30.4);
    const step = Math.max(1, Math.ceil(months / 8));
    let cursor = new Date(Date.UTC(y0, m0 - 1 + (range.from.endsWith("-01") ? 0 : 1), 1));
    while (cursor.toISOString().slice(0, 10) <= range.to) {
      days.push(cursor.toISOString().slice(0, 10));
      cursor = new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() + step, 1));
    }
    return { days, label: fmt({ year: "numeric", month: "short" }) };
  }
  const step = Math.max(7, Math.ceil(span / 8));
  for (let d = 0; d <= span; d += step)
    days.push(new Date(Date.parse(`${range.from}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10));
  return { days, label: fmt({ month: "short", day: "numeric" }) };
}

/**
 * The bloc over time, drawn with pdfkit's own lines and shapes: a row per member that spoke from
 * its first to its last matching statement (a dot for a day, a band for a statement dated by
 * month or year only: the whole month or year), the time axis under the rows (cut over pages
 * when the rows do not fit one), then the share of the members that had spoken, a step line.
 * Right to left, time runs from right to left and the names stand on the right.
 */
function drawChart(composer: PdfComposer, chart: BriefingChart, lang: LanguageCode): void {
  const { doc } = composer;
  const rtl = getLanguage(lang).dir === "rtl";
  const range = chart.range!;
  const label: ParagraphStyle = inLanguage(lang, { size: LABEL_SIZE, color: INK });
  const muted: ParagraphStyle = { ...label, color: MUTED };
  const nameWidth = Math.min(
    150,
    Math.max(40, ...chart.rows.map((row) => composer.measure(row.name, label))) + 8,
  );
  const plotLeft = rtl ? composer.left + 6 : composer.left + nameWidth;
  const plotRight = rtl ? composer.right - nameWidth : composer.right - 6;
  const plotWidth = plotRight - plotLeft;
  const start = dayNumber(range.from);
  const days = Math.max(1, dayNumber(range.to) + 1 - start);
  const xOf = (dayValue: number) => {
    const t = Math.min(1, Math.max(0, (dayValue - start) / days));
    return rtl ? plotRight - t * plotWidth : plotLeft + t * plotWidth;
  };
  const ticks = ticksOf(range, lang);
  const nameX = rtl ? composer.right : composer.left;
  const nameAnchor = rtl ? "right" : "left";

  const spanMark = (s: DaySpan, centre: number, fill: string) => {
    if (s.coarse) {
      const a = xOf(dayNumber(s.from));
      const b = xOf(dayNumber(s.to) + 1);
      doc.rect(Math.min(a, b), centre - 4, Math.max(1.5, Math.abs(b - a)), 8).fillAndStroke(BAND, ACCENT);
    } else {
      doc.circle(xOf(dayNumber(s.from) + 0.5), centre, 2.8).fill(fill);
    }
  };
  const drawRow = (row: ChartRow, top: number) => {
    const centre = top + ROW / 2;
    composer.label(row.name, label, nameX, top + 1, nameAnchor);
    doc.save();
    doc
      .moveTo(xOf(dayNumber(row.first.from) + 0.5), centre)
      .lineTo(xOf(dayNumber(row.last.to) + 0.5), centre)
      .lineWidth(1.2)
      .stroke(MUTED);
    spanMark(row.first, centre, ACCENT);
    spanMark(row.last, centre, INK);
    doc.restore();
  };
  const drawTimeAxis = (top: number, rowsTop: number) => {
    doc.save();
    doc.moveTo(plotLeft, top).lineTo(plotRight, top).lineWidth(0.8).stroke(INK);
    for (const day of ticks.days) {
      const x = xOf(dayNumber(day));
      doc.moveTo(x, rowsTop).lineTo(x, top).lineWidth(0.3).stroke(GRID);
      doc
        .moveTo(x, top)
        .lineTo(x, top + 3)
        .lineWidth(0.8)
        .stroke(INK);
    }
    doc.restore();
    for (const day of ticks.days)
      composer.label(ticks.label(day), muted, xOf(dayNumber(day)), top + 4, "center");
    composer.label(chart.axisDate, { ...label, bold: true }, (plotLeft + plotRight) / 2, top + 18, "center");
  };

  // The rows, as many a page as fit above the axis.
  let next = 0;
  while (next < chart.rows.length) {
    let fit = Math.floor((composer.room - AXIS - 4) / ROW);
    if (fit < Math.min(4, chart.rows.length - next)) {
      composer.newPage();
      fit = Math.floor((composer.room - AXIS - 4) / ROW);
    }
    const rows = chart.rows.slice(next, next + fit);
    const top = composer.reserve(rows.length * ROW + AXIS + 4);
    composer.figure(chart.lead, () => {
      for (const [i, row] of rows.entries()) drawRow(row, top + i * ROW);
      drawTimeAxis(top + rows.length * ROW + 2, top);
    });
    next += rows.length;
  }

  // The legend, in words, and the share of the bloc that had spoken.
  const legendTop = composer.reserve(16);
  composer.figure(chart.legendRow, () => {
    const at = (offset: number) => (rtl ? composer.right - offset : composer.left + offset);
    doc.save();
    doc.circle(at(4), legendTop + 7, 2.8).fill(ACCENT);
    doc.circle(at(12), legendTop + 7, 2.8).fill(INK);
    doc.restore();
    composer.label(chart.legendRow, muted, at(20), legendTop + 1, rtl ? "right" : "left");
    const second = 20 + composer.measure(chart.legendRow, muted) + 16;
    doc.save();
    doc.rect(rtl ? at(second) - 12 : at(second), legendTop + 3, 12, 8).fillAndStroke(BAND, ACCENT);
    doc.restore();
    composer.label(chart.legendBand, muted, at(second + 16), legendTop + 1, rtl ? "right" : "left");
  });

  const shareTop = composer.reserve(14 + SHARE_HEIGHT + AXIS);
  composer.figure(chart.axisShare, () => {
    const axisLeft = plotLeft;
    composer.label(
      chart.axisShare,
      { ...label, bold: true },
      rtl ? plotRight : plotLeft,
      shareTop,
      rtl ? "right" : "left",
    );
    const top = shareTop + 14;
    const bottom = top + SHARE_HEIGHT;
    const yOf = (share: number) => bottom - share * SHARE_HEIGHT;
    const percent = new Intl.NumberFormat(getLanguage(lang).iso, { style: "percent" });
    doc.save();
    for (const share of [0, 0.5, 1]) {
      doc.moveTo(plotLeft, yOf(share)).lineTo(plotRight, yOf(share)).lineWidth(0.3).stroke(GRID);
    }
    doc.restore();
    for (const share of [0, 0.5, 1])
      composer.label(
        percent.format(share),
        muted,
        rtl ? plotRight + 4 : axisLeft - 4,
        yOf(share) - 5,
        rtl ? "left" : "right",
      );
    doc.save();
    let x = xOf(start);
    let y = yOf(0);
    doc.moveTo(x, y);
    for (const step of chart.steps) {
      const end = xOf(dayNumber(step.end) + 1);
      const level = yOf(step.share);
      doc.lineTo(x, level).lineTo(end, level);
      x = end;
      y = level;
    }
    doc.lineWidth(1.6).stroke(ACCENT);
    doc.restore();
    drawTimeAxis(bottom, top);
  });
}

/**
 * A briefing note as PDF: the question, who spoke and who did not (three lists in words), an
 * exact excerpt per member that spoke with a link to its page, the bloc over time drawn as
 * vectors, and the sources. Tagged, fonts embedded, right to left in Arabic, as the report.
 */
export async function renderBriefingPdf(
  briefing: Briefing,
  now: Date,
  signal?: AbortSignal,
): Promise<Buffer> {
  const { lang } = briefing;
  const { composer, finish } = openPdf({ lang, title: briefing.title, product: briefing.product, now });
  const h2 = inLanguage(lang, { size: 14, bold: true, keepWithNext: 40, spaceBefore: 14, spaceAfter: 6 });
  const h3 = inLanguage(lang, { size: 11.5, bold: true, keepWithNext: 30, spaceBefore: 8, spaceAfter: 4 });
  const text = inLanguage(lang, { size: 10.5, leading: 1.45, spaceAfter: 4, color: INK });
  const small = inLanguage(lang, { size: 9.5, leading: 1.4, spaceAfter: 4, color: MUTED });

  composer.newPage();
  composer.paragraph(
    briefing.title,
    inLanguage(lang, { size: 22, bold: true, leading: 1.25, spaceAfter: 4 }),
    {
      role: "H1",
    },
  );
  composer.paragraph(briefing.generated, inLanguage(lang, { size: 10, color: MUTED, spaceAfter: 10 }));

  composer.paragraph(briefing.questionHeading, h2, { role: "H2" });
  for (const field of briefing.question)
    composer.paragraph(labelled(lang, field.label, { text: field.value }), text);
  for (const note of briefing.notes) composer.paragraph(note, small);

  composer.paragraph(briefing.whoSpoke, h2, { role: "H2" });
  composer.paragraph(briefing.summary, text);
  for (const list of briefing.lists) {
    composer.paragraph(list.heading, h3, { role: "H3" });
    if (list.means) composer.paragraph(list.means, small);
    if (!list.members.length) {
      composer.paragraph(briefing.nobody, text);
      continue;
    }
    composer.begin("L");
    for (const member of list.members)
      composer.paragraph(
        [{ text: "•\u00a0" }, { text: isolate(member.name), bold: true }, { text: ` — ${member.detail}` }],
        { ...text, spaceAfter: 2 },
        { role: "LI" },
      );
    composer.end();
  }
  await breathe(signal);

  composer.paragraph(briefing.excerptsHeading, h2, { role: "H2" });
  composer.paragraph(briefing.excerptsLead, small);
  for (const excerpt of briefing.excerpts) {
    composer.begin("Sect");
    composer.paragraph(
      [
        { text: `${excerpt.number}. ` },
        { text: isolate(excerpt.issuer) },
        { text: ` — ${isolate(excerpt.date)}` },
      ],
      h3,
      { role: "H3" },
    );
    composer.paragraph(
      excerpt.title,
      inLanguage(excerpt.titleLanguage, { size: 10, bold: true, leading: 1.4, spaceAfter: 3, color: INK }),
      { role: "P", lang: getLanguage(excerpt.titleLanguage).iso },
    );
    if (excerpt.quote) {
      const box = {
        fill: "#f3f6fb",
        bar: ACCENT,
        barSide: getLanguage(excerpt.language).dir === "rtl" ? "right" : "left",
      } as const;
      composer.paragraph(
        excerpt.quote,
        inLanguage(excerpt.language, { size: 10.5, leading: 1.5, spaceAfter: 4, color: INK, box }),
        { role: "P", lang: getLanguage(excerpt.language).iso },
      );
    } else if (excerpt.note) composer.paragraph(excerpt.note, small);
    composer.paragraph(labelled(lang, briefing.statementPage, linkSpan(excerpt.url)), small);
    composer.end();
    if (excerpt.number % 10 === 0) await breathe(signal);
  }
  if (briefing.leftOut) composer.paragraph(briefing.leftOut, small);
  await breathe(signal);

  composer.paragraph(briefing.chart.heading, h2, { role: "H2" });
  composer.paragraph(briefing.chart.lead, small);
  if (briefing.chart.range && briefing.chart.rows.length) drawChart(composer, briefing.chart, lang);
  else composer.paragraph(briefing.chart.nothing, text);
  await breathe(signal);

  composer.paragraph(briefing.sourcesHeading, h2, { role: "H2" });
  composer.paragraph(
    briefing.membershipUrl
      ? splitLink(briefing.membership, briefing.membershipUrl)
      : [{ text: briefing.membership }],
    text,
  );
  composer.begin("L");
  for (const source of briefing.sources)
    composer.paragraph(
      [
        { text: `[${source.number}] ` },
        { text: isolate(source.title, getLanguage(source.titleLanguage).dir) },
        { text: " — " },
        ...labelled(
          lang,
          briefing.sourceLabel,
          source.sourceIsUrl ? linkSpan(source.source) : { text: source.source },
        ),
        { text: ` — ${source.dates}` },
      ],
      { ...small, color: INK },
      { role: "LI" },
    );
  composer.end();
  return finish();
}

/** The membership line with its address as a link. */
function splitLink(line: string, url: string): Span[] {
  const at = line.indexOf(url);
  if (at < 0) return [{ text: line }];
  return [
    { text: line.slice(0, at) },
    { text: isolate(url, "ltr"), link: url, color: LINK },
    { text: line.slice(at + url.length) },
  ];
}
