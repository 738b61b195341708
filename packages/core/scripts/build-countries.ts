/**
 * Builds packages/core/src/countries/countries.generated.ts.
 *
 * States come from the shared reference table (which may not be copied into the repository, so the
 * output is a table of facts rather than a copy of the file); organisations and former states that
 * speak in the General Debate corpus are written by hand below.
 *
 *   npx tsx packages/core/scripts/build-countries.ts
 *
 * CORPUS_DIR defaults to ../shared/data beside the repository.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { readCountriesBuildEnv } from "../../../scripts/tooling-env";
import type { Country } from "../src/countries/countries";
import type { GroupSlug } from "../src/countries/groups";
import { searchKey } from "../src/countries/search-key";
import { LANGUAGE_CODES, type LanguageCode } from "../src/languages";

import { FORMER_STATES, type HandWritten, ORGANIZATIONS } from "./hand-written-issuers";

type Names = Record<LanguageCode, string>;

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const OUTPUT = path.join(REPO_ROOT, "packages/core/src/countries/countries.generated.ts");

const REGIONAL_GROUPS: Readonly<Record<string, GroupSlug>> = {
  "African States": "african",
  "Asia-Pacific States": "asia-pacific",
  "Latin American and Caribbean States": "latin-american-caribbean",
  "Western European and other States": "western-european-other",
  "Eastern European States": "eastern-european",
};

/** RFC 4180: quoted fields may hold commas, line breaks and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const input = text.startsWith("\uFEFF") ? text.slice(1) : text;
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (input[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && input[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (quoted) throw new Error("CSV ends inside a quoted field");
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows as objects keyed by the header line; a row of the wrong width means a broken file. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((cells, index) => {
    if (cells.length !== header.length) {
      throw new Error(`CSV line ${index + 2}: ${cells.length} fields, expected ${header.length}`);
    }
    return Object.fromEntries(header.map((name, column) => [name, cells[column] ?? ""]));
  });
}

/**
 * UNTERM short names carry the article for use in running text ("Bahamas (the)") and an asterisk
 * on non-member entries; neither is something a user would type.
 */
function cleanUntermName(name: string): string {
  return name
    .replace(/\s*\*$/, "")
    .replace(/\s*\((the|le|la|l'|les|el|los|las)\)$/, "")
    .trim();
}

/** Search aliases that add something: one spelling per search key, none equal to a display name. */
function uniqueAliases(names: Names, candidates: readonly string[]): string[] {
  return newSpellings(
    LANGUAGE_CODES.map((lang) => names[lang]),
    candidates,
  );
}

/** A language's other names of a state (CLDR colloquial, UNTERM short), none equal to its display name. */
function uniqueLocalAliases(name: string, candidates: readonly string[]): string[] {
  return newSpellings([name], candidates);
}

/** The candidates whose search key is neither one of `known`'s nor an earlier candidate's. */
function newSpellings(known: readonly string[], candidates: readonly string[]): string[] {
  const seen = new Set(known.map(searchKey));
  const aliases: string[] = [];
  for (const candidate of candidates) {
    const key = searchKey(candidate);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    aliases.push(candidate);
  }
  return aliases;
}

/**
 * Hand-written aliases carry no language: judged by their script (Latin ones could be English,
 * French or Spanish, and are filed under all three).
 */
function aliasesByScript(aliases: readonly string[]): Partial<Record<LanguageCode, string[]>> {
  const byLanguage: Partial<Record<LanguageCode, string[]>> = {};
  const add = (lang: LanguageCode, alias: string) => {
    byLanguage[lang] = [...(byLanguage[lang] ?? []), alias];
  };
  for (const alias of aliases) {
    if (/\p{Script=Arabic}/u.test(alias)) add("ar", alias);
    else if (/\p{Script=Han}/u.test(alias)) add("zh", alias);
    else if (/\p{Script=Cyrillic}/u.test(alias)) add("ru", alias);
    else for (const lang of ["en", "fr", "es"] as const) add(lang, alias);
  }
  return byLanguage;
}

function namesFrom(row: Record<string, string>, prefix: string): Names {
  return Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, row[prefix + lang] ?? ""])) as Names;
}

function stateGroup(row: Record<string, string>): GroupSlug {
  if (row.un_status === "observer_state") return "non-member";
  const group = REGIONAL_GROUPS[row.un_regional_group ?? ""];
  if (group) return group;
  // Kiribati belongs to no UN regional group; it is filed with its Pacific neighbours so that
  // browsing by group still reaches every member state.
  if (row.iso2 === "KI") return "asia-pacific";
  throw new Error(`${row.iso2}: unknown regional group "${row.un_regional_group}"`);
}

function stateKind(row: Record<string, string>): Country["kind"] {
  if (row.un_status === "member") return "member";
  if (row.un_status === "observer_state") return "observer";
  throw new Error(`${row.iso2}: unknown status "${row.un_status}"`);
}

function capital(row: Record<string, string>): [number, number] | null {
  if (!row.capital_lat || !row.capital_lng) return null;
  const lat = Number(row.capital_lat);
  const lng = Number(row.capital_lng);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw new Error(`${row.iso2}: bad capital`);
  return [lat, lng];
}

export function stateFromRow(row: Record<string, string>): Country {
  const names = namesFrom(row, "m49_name_");
  for (const lang of LANGUAGE_CODES) {
    if (!names[lang]) throw new Error(`${row.iso2}: no ${lang} name`);
  }
  const candidates = LANGUAGE_CODES.flatMap((lang) => [
    row[`cldr_name_${lang}`] ?? "",
    cleanUntermName(row[`unterm_short_${lang}`] ?? ""),
  ]);
  const localAliases: Partial<Record<LanguageCode, string[]>> = {};
  for (const lang of LANGUAGE_CODES) {
    const local = uniqueLocalAliases(names[lang], [
      row[`cldr_name_${lang}`] ?? "",
      cleanUntermName(row[`unterm_short_${lang}`] ?? ""),
    ]);
    if (local.length) localAliases[lang] = local;
  }
  return {
    code: row.iso2 ?? "",
    iso3: row.iso3 || null,
    m49: row.m49 || null,
    kind: stateKind(row),
    group: stateGroup(row),
    names,
    aliases: uniqueAliases(names, candidates),
    localAliases,
    capital: capital(row),
  };
}

function fromHandWritten(entry: HandWritten, kind: Country["kind"]): Country {
  const aliases = uniqueAliases(entry.names, entry.aliases);
  return { ...entry, kind, aliases, localAliases: aliasesByScript(aliases) };
}

export function buildCountries(csvText: string): Country[] {
  const states = parseCsvRecords(csvText)
    .map(stateFromRow)
    .sort((a, b) => a.code.localeCompare(b.code));
  const countries = [
    ...states,
    ...FORMER_STATES.map((entry) => fromHandWritten(entry, "former")),
    ...ORGANIZATIONS.map((entry) => fromHandWritten(entry, "organization")),
  ];
  const codes = new Set(countries.map((country) => country.code));
  if (codes.size !== countries.length) throw new Error("Duplicate country codes");
  return countries;
}

function render(countries: readonly Country[]): string {
  const entries = countries.map((country) => {
    const ordered = {
      code: country.code,
      iso3: country.iso3,
      m49: country.m49,
      kind: country.kind,
      group: country.group,
      names: country.names,
      aliases: country.aliases,
      localAliases: country.localAliases,
      capital: country.capital,
    };
    return `  ${JSON.stringify(ordered)},`;
  });
  return [
    "// Generated by packages/core/scripts/build-countries.ts from the shared UN reference table.",
    "// Do not edit: change the script and run `npx tsx packages/core/scripts/build-countries.ts`.",
    'import type { Country } from "./countries";',
    "",
    "export const COUNTRIES: readonly Country[] = [",
    ...entries,
    "];",
    "",
  ].join("\n");
}

function main(): void {
  const corpusDir = readCountriesBuildEnv().CORPUS_DIR;
  const csvPath = path.join(corpusDir, "reference/un_member_states.csv");
  const countries = buildCountries(readFileSync(csvPath, "utf8"));
  writeFileSync(OUTPUT, render(countries));
  console.log(`Wrote ${countries.length} entries to ${path.relative(process.cwd(), OUTPUT)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
