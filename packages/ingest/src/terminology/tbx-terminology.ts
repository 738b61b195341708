import { XMLParser, XMLValidator } from "fast-xml-parser";
import { OUTSIDE_XML } from "../crawl/extract/xml-document";
import { languageOfTag } from "./language-tag";
import { addTerms, emptyDraft, finishEntry, isProblem, type ParsedTerminology } from "./parsed-terminology";

/**
 * An operator's terminology as TBX (ISO 30042 TermBase eXchange), as UNTERM, SDL MultiTerm and
 * other termbases export it: TBX 2 (`<martif>`, `<termEntry>`, `<langSet>`, `<tig>` or
 * `<ntig><termGrp>`) and TBX v3 (`<tbx>`, `<conceptEntry>`, `<langSec>`, `<termSec>`), with or
 * without namespace prefixes:
 *
 *   <martif type="TBX" xml:lang="en"><text><body>
 *     <termEntry id="fx-17">
 *       <descrip type="subjectField">transport</descrip>
 *       <langSet xml:lang="en-US"><tig><term>blue corridor</term></tig>
 *                                 <tig><term>blue lane</term></tig></langSet>
 *       <langSet xml:lang="zh-Hans"><tig><term>蓝色走廊</term></tig></langSet>
 *       …ar, fr, ru, es…
 *     </termEntry>
 *   </body></text></martif>
 *
 * An entry is a concept: its `id` (made from the English preferred term when it has none), its
 * `subjectField` as domain, and per language its terms, a term marked preferred
 * (`administrativeStatus` preferredTerm-admn-sts) first, then the others in file order; a term
 * marked deprecated is left out. Language tags map to the six (`en-US` → en, `zh-CN` and
 * `zh-Hans` → zh, `ar-SA` → ar; `zh-Hant`/`zh-TW` is converted to Simplified and used only when
 * the entry has no Simplified term); other languages are left out, and said so in `notes`. The
 * source of the concepts is the file's title (`titleStmt`), else `options.source`.
 *
 * An entry without all six languages is reported with its line and left out. XML that is not
 * well-formed is reported with its line, column and reason; the entries before the error are kept.
 */
export function parseTerminologyTbx(text: string, options: { source: string }): ParsedTerminology {
  const xml = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const result: ParsedTerminology = { concepts: [], problems: [], entries: 0, notes: [] };
  const lineAt = lineLocator(xml);

  let readable = xml;
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    const problem = xmlProblem(validation.err, xml);
    result.problems.push({ line: problem.line, message: problem.message });
    readable = xml.slice(0, lastEntryEnd(xml, problem.end ?? offsetOf(xml, problem.line, problem.column)));
  }

  let root: XmlNode;
  try {
    root = readable ? (parser.parse(readable) as XmlNode) : {};
  } catch (error) {
    if (validation === true)
      result.problems.push({ line: 1, message: `unreadable XML: ${(error as Error).message}` });
    return result;
  }

  const entries: XmlNode[] = [];
  collectEntries(root, entries);
  entries.sort((a, b) => startOf(a) - startOf(b));
  if (!entries.length && validation === true) {
    const top = Object.keys(root).find((k) => !k.startsWith("?") && !k.startsWith("#"));
    result.problems.push({
      line: 1,
      message:
        top && top !== "martif" && top !== "tbx"
          ? `not a TBX file: its root element is <${top}>, not <martif> or <tbx>`
          : "no entry (<termEntry> or <conceptEntry>) in the file",
    });
  }

  const source = fileTitle(root) ?? options.source;
  const leftOut = new Map<string, number>();
  let deprecated = 0;
  entries.forEach((entry, index) => {
    result.entries++;
    const draft = emptyDraft(index, lineAt(startOf(entry)), source);
    draft.id = attribute(entry, "id");
    draft.domain = subjectField(entry);
    const others = new Set<string>();
    for (const section of [...nodes(entry.langSet), ...nodes(entry.langSec)]) {
      const tag = attribute(section, "lang") ?? "";
      const tagged = languageOfTag(tag);
      if (!tagged) {
        others.add(tag || "(no xml:lang)");
        continue;
      }
      const terms = sectionTerms(section);
      deprecated += terms.deprecated;
      if (tagged.traditional) draft.traditional.push(...terms.terms);
      else addTerms(draft, tagged.language, terms.terms);
    }
    for (const tag of others) leftOut.set(tag, (leftOut.get(tag) ?? 0) + 1);
    const concept = finishEntry(draft);
    if (isProblem(concept)) result.problems.push(concept);
    else result.concepts.push(concept);
  });
  if (leftOut.size)
    result.notes.push(
      `Languages left out: ${[...leftOut].map(([tag, count]) => `${tag} (${count} ${count === 1 ? "entry" : "entries"})`).join(", ")}.`,
    );
  if (deprecated) result.notes.push(`Terms marked deprecated, left out: ${deprecated}.`);
  result.problems.sort((a, b) => a.line - b.line);
  return result;
}

type XmlNode = Record<string | symbol, unknown>;

/**
 * What the validator found wrong, said for an operator, and where reading must stop (`end`, when
 * the file only ends too early: everything before it can be read).
 */
function xmlProblem(
  err: { msg: string; line: number; col?: number | undefined },
  xml: string,
): { line: number; column: number; message: string; end?: number } {
  const column = err.col ?? 1;
  const at = `not well-formed XML${err.col ? ` at column ${err.col}` : ""}`;
  // One element left open: reported where it opens.
  const unclosed = /^Unclosed tag '([^']*)'/.exec(err.msg);
  if (unclosed)
    return {
      line: err.line,
      column,
      message: `${at}: <${unclosed[1]}>, opened here, is never closed (the file ends too early)`,
      end: xml.length,
    };
  // Several left open: the validator lists them, at no useful position.
  const open = /^Invalid '(\[[\s\S]*\])' found/.exec(err.msg);
  if (open) {
    const tags = (JSON.parse(open[1]!) as string[]).map((t) => `<${t}>`);
    const line = xml.split("\n").length;
    return {
      line,
      column: 1,
      message: `not well-formed XML: the file ends inside ${tags.at(-1)} (in ${tags.slice(0, -1).join(" › ")}): it is cut short`,
      end: xml.length,
    };
  }
  return {
    line: err.line,
    column,
    message: `${at}: ${err.msg.replace(/\.$/, "")}; nothing is read from the entry it is in onwards`,
  };
}

/**
 * Read as every outside XML is (OUTSIDE_XML: `xml:lang` is `lang`, `tbx:term` is `term`, texts
 * kept as strings), with every element read as a list (one and many alike) and a term's content
 * kept raw, so that inline markup (`<hi>`) leaves its text in order.
 */
const parser = new XMLParser({
  ...OUTSIDE_XML,
  captureMetaData: true,
  stopNodes: ["*.term"],
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});
const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

const ENTRY_ELEMENTS = new Set(["termEntry", "conceptEntry"]);

function collectEntries(node: unknown, out: XmlNode[]): void {
  if (Array.isArray(node)) {
    for (const item of node) collectEntries(item, out);
    return;
  }
  if (!node || typeof node !== "object") return;
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith("@_") || key === "#text") continue;
    if (ENTRY_ELEMENTS.has(key)) out.push(...nodes(value));
    else collectEntries(value, out);
  }
}

function startOf(node: XmlNode): number {
  return (node[META] as { startIndex?: number } | undefined)?.startIndex ?? 0;
}

/** The element nodes of a list of children (a text-only element becomes `{ "#text": … }`). */
function nodes(value: unknown): XmlNode[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item) =>
    item && typeof item === "object" ? (item as XmlNode) : { "#text": String(item) },
  );
}

function textOf(value: unknown): string {
  const node = nodes(value)[0];
  const text = node?.["#text"];
  return typeof text === "string" ? text.trim() : "";
}

function attribute(node: XmlNode, name: string): string | undefined {
  const value = node[`@_${name}`];
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/** The entry's subject field: `<descrip type="subjectField">` (TBX 2, v3 DCA) or `<subjectField>` (v3 DCT). */
function subjectField(entry: XmlNode): string | undefined {
  const descrips = [...nodes(entry.descrip), ...nodes(entry.descripGrp).flatMap((g) => nodes(g.descrip))];
  const field = descrips.find((d) => attribute(d, "type") === "subjectField") ?? nodes(entry.subjectField)[0];
  return field ? textOf([field]) || undefined : undefined;
}

/** A language section's terms, the preferred first; deprecated ones counted and left out. */
function sectionTerms(section: XmlNode): { terms: string[]; deprecated: number } {
  const holders = [
    ...nodes(section.tig),
    ...nodes(section.ntig).flatMap((n) => [n, ...nodes(n.termGrp)]),
    ...nodes(section.termSec),
  ].filter((h) => h.term !== undefined);
  if (section.term !== undefined) holders.unshift(section);
  const preferred: string[] = [];
  const others: string[] = [];
  let deprecated = 0;
  for (const holder of holders) {
    const status = statusOf(holder);
    const terms = nodes(holder.term).map((t) => rawText(String(t["#text"] ?? "")));
    if (/^deprecated/i.test(status)) deprecated += terms.length;
    else (/^preferred/i.test(status) ? preferred : others).push(...terms);
  }
  return { terms: [...preferred, ...others], deprecated };
}

/** `administrativeStatus` (or the older `normativeAuthorization`) of a term, as termNote or v3 element. */
function statusOf(holder: XmlNode): string {
  const notes = [
    ...nodes(holder.termNote),
    ...nodes(holder.termNoteGrp).flatMap((g) => nodes(g.termNote)),
    ...nodes(holder.termGrp).flatMap((g) => nodes(g.termNote)),
  ];
  const note = notes.find((n) =>
    /^(administrativeStatus|normativeAuthorization)$/.test(attribute(n, "type") ?? ""),
  );
  return textOf(note ? [note] : holder.administrativeStatus);
}

/** A term's raw content as text: markup removed, CDATA kept as is, character references decoded. */
function rawText(raw: string): string {
  return raw
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) =>
      part.startsWith("<![CDATA[")
        ? part.slice(9, -3)
        : part
            .replace(/<!--[\s\S]*?-->/g, "")
            .replace(/<[^>]*>/g, "")
            .replace(/&(#x[0-9a-f]+|#[0-9]+|lt|gt|amp|quot|apos|nbsp);/gi, decodeEntity),
    )
    .join("");
}

const NAMED: Readonly<Record<string, string>> = {
  lt: "<",
  gt: ">",
  amp: "&",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

function decodeEntity(whole: string, name: string): string {
  const lower = name.toLowerCase();
  if (!lower.startsWith("#")) return NAMED[lower] ?? whole;
  const code = Number.parseInt(
    lower.startsWith("#x") ? lower.slice(2) : lower.slice(1),
    lower.startsWith("#x") ? 16 : 10,
  );
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
}

/** The file's title (`<martifHeader>` or `<tbxHeader>` › fileDesc › titleStmt › title). */
function fileTitle(root: XmlNode): string | undefined {
  for (const top of [...nodes(root.martif), ...nodes(root.tbx)]) {
    for (const header of [...nodes(top.martifHeader), ...nodes(top.tbxHeader)]) {
      const title = nodes(header.fileDesc)
        .flatMap((f) => nodes(f.titleStmt))
        .flatMap((t) => nodes(t.title))[0];
      if (title) return textOf([title]) || undefined;
    }
  }
  return undefined;
}

/** Where the last entry ending before `offset` ends (0 when none does): what can be read of a broken file. */
function lastEntryEnd(xml: string, offset: number): number {
  let end = 0;
  for (const match of xml.slice(0, offset).matchAll(/<\/(?:[\w.-]+:)?(?:termEntry|conceptEntry)\s*>/g))
    end = match.index + match[0].length;
  return end;
}

/** The offset of a 1-based line and column. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf("\n", offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(text.length, offset + column - 1);
}

/** The 1-based line of an offset, by binary search over the line starts. */
function lineLocator(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}
