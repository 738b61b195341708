import { LANGUAGE_CODES, type LanguageCode } from "@communique/core";
import { guessDelimiter, readCsvRecords } from "./csv-records";
import { languageOfTag } from "./language-tag";
import {
  addTerms,
  emptyDraft,
  finishEntry,
  isProblem,
  type ParsedTerminology,
  type TerminologyFileProblem,
} from "./parsed-terminology";

/**
 * An operator's terminology as CSV (RFC 4180; UTF-8, with or without a byte order mark), one
 * concept a row, under a header line naming the columns (in any order, case ignored):
 *
 *   id                  optional: the concept's id; when absent or empty, made from the English
 *                       preferred term ("imported/climate-change"), the same at every import
 *   ar zh en fr ru es   the preferred term in each language (all six required)
 *   ar_alt … es_alt     optional: variants, several separated by `|` (or `;`)
 *   domain              optional: the concept's field ("peace and security")
 *   source              optional: where the equivalences come from (default: the file's name)
 *
 *   id,en,fr,es,ru,ar,zh,en_alt,domain
 *   fx/blue-corridor,blue corridor,corridor bleu,corredor azul,голубой коридор,الممر الأزرق,蓝色走廊,blue lane|blue route,transport
 *
 * Language columns may also be named with a tag (`en-US`, `zh-Hans`) or in English (`French`);
 * `zh-Hant` (`zh-TW`, `zh-HK`) holds Traditional Chinese, converted to Simplified and used when
 * the row has no Simplified term. Fields holding commas, quotes or line breaks are quoted ("…",
 * a quote doubled). Semicolon- or tab-separated files (as spreadsheets save them) are read too:
 * the header line tells which. Other columns are left out, and said so in `notes`.
 */
export function parseTerminologyCsv(text: string, options: { source: string }): ParsedTerminology {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const firstLine = body.slice(0, body.search(/\r|\n|$/));
  const records = readCsvRecords(body, guessDelimiter(firstLine)).filter(
    (r) => r.error || r.fields.some((f) => f.trim()),
  );
  const header = records.shift();
  const result: ParsedTerminology = { concepts: [], problems: [], entries: 0, notes: [] };
  if (!header) {
    result.problems.push({
      line: 1,
      message: "the file is empty: it needs a header line naming the columns",
    });
    return result;
  }
  const columns = header.error ? { message: header.error } : readHeader(header.fields);
  if ("message" in columns) {
    result.problems.push({ line: header.line, message: columns.message });
    return result;
  }
  if (columns.ignored.length) result.notes.push(`Columns left out: ${columns.ignored.join(", ")}.`);

  for (const [index, record] of records.entries()) {
    result.entries++;
    const cell = (column: number | undefined) => (column === undefined ? "" : (record.fields[column] ?? ""));
    const id = cell(columns.id).trim() || undefined;
    const unreadable =
      record.error ??
      (record.fields.slice(header.fields.length).some((f) => f.trim())
        ? `${record.fields.length} fields where the header names ${header.fields.length}`
        : undefined);
    if (unreadable) {
      result.problems.push({ line: record.line, ...(id ? { id } : {}), message: unreadable });
      continue;
    }
    const draft = emptyDraft(index, record.line, cell(columns.source).trim() || options.source);
    draft.id = id;
    draft.domain = cell(columns.domain);
    for (const column of columns.terms) {
      const terms = cell(column.index).split(/[|;]/);
      if (column.traditional) draft.traditional.push(...terms);
      else addTerms(draft, column.language, terms);
    }
    const entry = finishEntry(draft);
    if (isProblem(entry)) result.problems.push(entry);
    else result.concepts.push(entry);
  }
  return result;
}

interface TermColumn {
  index: number;
  language: LanguageCode;
  traditional: boolean;
  alt: boolean;
}

interface Columns {
  id?: number;
  domain?: number;
  source?: number;
  /** Preferred-term columns first, then variant columns, each in file order. */
  terms: TermColumn[];
  ignored: string[];
}

const ALT_SUFFIX = /^(.+?)[\s_-]+(?:alt|alts|variants?)$/;

function readHeader(fields: readonly string[]): Columns | Pick<TerminologyFileProblem, "message"> {
  const columns: Columns = { terms: [], ignored: [] };
  const names = fields.map((f) => f.trim());
  for (const [index, name] of names.entries()) {
    const key = name.toLowerCase();
    if (key === "id" || key === "domain" || key === "source") {
      if (columns[key] !== undefined) return { message: `the header names the column “${key}” twice` };
      columns[key] = index;
      continue;
    }
    const alt = ALT_SUFFIX.exec(key);
    const tagged = languageOfTag(alt ? alt[1]! : key);
    if (tagged) columns.terms.push({ index, ...tagged, alt: !!alt });
    else if (name) columns.ignored.push(name);
  }
  // A language's preferred term comes from its first preferred-term column.
  columns.terms.sort((a, b) => Number(a.alt) - Number(b.alt) || a.index - b.index);
  const missing = LANGUAGE_CODES.filter((l) => !columns.terms.some((c) => c.language === l));
  if (missing.length === LANGUAGE_CODES.length)
    return {
      message: `the first line must name the columns (id, ar, zh, en, fr, ru, es, en_alt…); it reads “${names.join(", ").slice(0, 120)}”`,
    };
  if (missing.length)
    return {
      message: `the header has no column for ${missing.join(", ")}: every concept needs all six languages`,
    };
  return columns;
}
