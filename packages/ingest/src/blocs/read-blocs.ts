import {
  type Bloc,
  type BlocMembership,
  getCountry,
  LANGUAGE_CODES,
  type LanguageCode,
  parseStatementDate,
  toSimplified,
} from "@communique/core";
import { readCsvRecords } from "../terminology/csv-records";

/** What is wrong with one line of a groupings file; the line is left out, the others load. */
export interface BlocFileProblem {
  file: string;
  line: number;
  reason: string;
}

export interface BlocFiles {
  /** One line per grouping (see packages/core/reference/blocs.csv's header). */
  blocs: { name: string; text: string };
  /** One line per period of membership. */
  memberships: { name: string; text: string };
}

export interface ReadBlocs {
  blocs: Bloc[];
  problems: BlocFileProblem[];
}

const NAME_COLUMNS = LANGUAGE_CODES.flatMap((lang) => [`name_${lang}`, `short_${lang}`]);
const BLOC_COLUMNS = ["id", "founded", "dissolved", "dates_complete", "source_url", "as_of", ...NAME_COLUMNS];
const MEMBERSHIP_COLUMNS = ["bloc", "country", "from", "until", "note"];
const BLOC_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Former states whose statements the product holds under their own codes. */
const STATE_KINDS = new Set(["member", "observer", "former"]);

/**
 * The groupings and their memberships from their two CSV files. Every line that cannot be read
 * whole (an unknown country code, an impossible date, a membership outside its bloc's life, a
 * period that overlaps another of the same state) is reported with its line and reason and left
 * out; the good lines load. A file whose header lacks a column loads nothing from that file.
 */
export function readBlocFiles(files: BlocFiles): ReadBlocs {
  const problems: BlocFileProblem[] = [];
  const blocs = new Map<string, Bloc & { members: BlocMembership[] }>();
  for (const row of rows(files.blocs, BLOC_COLUMNS, problems)) {
    const reason = blocProblem(row.values, blocs);
    if (reason) {
      problems.push({ file: files.blocs.name, line: row.line, reason });
      continue;
    }
    const v = row.values;
    const names = (prefix: string) =>
      Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, v[`${prefix}_${lang}`]!])) as Record<
        LanguageCode,
        string
      >;
    blocs.set(v.id!, {
      id: v.id!,
      founded: v.founded!,
      dissolved: v.dissolved || null,
      datesComplete: v.dates_complete === "yes",
      sourceUrl: v.source_url!,
      asOf: v.as_of!,
      names: names("name"),
      shortNames: names("short"),
      members: [],
    });
  }
  for (const row of rows(files.memberships, MEMBERSHIP_COLUMNS, problems)) {
    const bloc = blocs.get(row.values.bloc!);
    const reason = membershipProblem(row.values, bloc);
    if (reason || !bloc) {
      problems.push({ file: files.memberships.name, line: row.line, reason: reason ?? "" });
      continue;
    }
    bloc.members.push({
      country: getCountry(row.values.country!)!.code,
      from: row.values.from || null,
      until: row.values.until || null,
    });
  }
  return { blocs: [...blocs.values()], problems };
}

interface Row {
  line: number;
  values: Record<string, string>;
}

/** The file's records as values by column, comments (#) and blank lines left out. */
function rows(file: { name: string; text: string }, required: string[], problems: BlocFileProblem[]): Row[] {
  const records = readCsvRecords(file.text.replace(/^\uFEFF/, "")).filter(
    (record) =>
      !(record.fields.length === 1 && record.fields[0]!.trim() === "") && !record.fields[0]?.startsWith("#"),
  );
  const [header, ...body] = records;
  if (!header) {
    problems.push({ file: file.name, line: 1, reason: "the file is empty: it needs a header line" });
    return [];
  }
  const columns = header.fields.map((field) => field.trim());
  const missing = required.filter((name) => !columns.includes(name));
  if (missing.length) {
    problems.push({ file: file.name, line: header.line, reason: `the header lacks ${missing.join(", ")}` });
    return [];
  }
  const read: Row[] = [];
  for (const record of body) {
    if (record.error) {
      problems.push({ file: file.name, line: record.line, reason: record.error });
      continue;
    }
    if (record.fields.length !== columns.length) {
      problems.push({
        file: file.name,
        line: record.line,
        reason: `${record.fields.length} fields where the header has ${columns.length}`,
      });
      continue;
    }
    read.push({
      line: record.line,
      values: Object.fromEntries(columns.map((name, i) => [name, record.fields[i]!.trim()])),
    });
  }
  return read;
}

function blocProblem(v: Record<string, string>, known: Map<string, Bloc>): string | undefined {
  const id = v.id!;
  if (!BLOC_ID.test(id)) return `"${id}" is not a bloc id (lower-case letters, digits and hyphens)`;
  if (known.has(id)) return `bloc "${id}" is already defined above`;
  const founded = dateProblem("founded", v.founded!, true);
  if (founded) return founded;
  const dissolved = dateProblem("dissolved", v.dissolved!, false);
  if (dissolved) return dissolved;
  if (v.dissolved && parseStatementDate(v.dissolved)!.end < parseStatementDate(v.founded!)!.start)
    return `dissolved ${v.dissolved} is before founded ${v.founded}`;
  if (v.dates_complete !== "yes" && v.dates_complete !== "no")
    return `dates_complete is "${v.dates_complete}": write yes or no`;
  if (!/^https:\/\/[^\s]+$/.test(v.source_url!))
    return `source_url "${v.source_url}" is not an https address`;
  const asOf = parseStatementDate(v.as_of!);
  if (asOf?.precision !== "day") return `as_of "${v.as_of}" is not a day (YYYY-MM-DD)`;
  const empty = NAME_COLUMNS.filter((name) => !v[name]);
  if (empty.length) return `no ${empty.join(", ")}`;
  for (const column of ["name_zh", "short_zh"]) {
    const simplified = toSimplified(v[column]!);
    if (simplified !== v[column])
      return `${column} "${v[column]}" is not in Simplified script ("${simplified}")`;
  }
  return undefined;
}

function membershipProblem(v: Record<string, string>, bloc: Bloc | undefined): string | undefined {
  if (!bloc) return `unknown bloc "${v.bloc}" (or its line was refused)`;
  const country = getCountry(v.country!);
  if (!country || !STATE_KINDS.has(country.kind) || country.code !== v.country!.toUpperCase())
    return `unknown country code "${v.country}" (ISO 3166-1 alpha-2 of a member or observer state, or YU, CS, DD, YD)`;
  for (const column of ["from", "until"] as const) {
    const problem = dateProblem(column, v[column]!, false);
    if (problem) return problem;
  }
  const founded = parseStatementDate(bloc.founded)!;
  const from = v.from ? parseStatementDate(v.from)! : founded;
  const until = v.until ? parseStatementDate(v.until) : null;
  if (until && until.end < from.start) return `until ${v.until} is before from ${v.from || bloc.founded}`;
  if (from.end < founded.start) return `from ${v.from} is before the bloc was founded (${bloc.founded})`;
  if (bloc.dissolved && from.start > parseStatementDate(bloc.dissolved)!.end)
    return `from ${v.from} is after the bloc was dissolved (${bloc.dissolved})`;
  const overlapping = bloc.members.find((other) => {
    if (other.country !== country.code) return false;
    const otherFrom = other.from ? parseStatementDate(other.from)!.start : founded.start;
    const otherUntil = other.until ? parseStatementDate(other.until)!.end : "9999-12-31";
    return otherFrom <= (until?.end ?? "9999-12-31") && from.start <= otherUntil;
  });
  if (overlapping)
    return `${country.code} is already a member of ${bloc.id} from ${overlapping.from ?? bloc.founded} until ${overlapping.until ?? "today"}`;
  return undefined;
}

function dateProblem(column: string, value: string, required: boolean): string | undefined {
  if (!value) return required ? `no ${column} date` : undefined;
  if (parseStatementDate(value)) return undefined;
  return /^\d{4}(-\d{2}(-\d{2})?)?$/.test(value)
    ? `${column} "${value}" is an impossible date`
    : `${column} "${value}" is not a date (YYYY, YYYY-MM or YYYY-MM-DD)`;
}
