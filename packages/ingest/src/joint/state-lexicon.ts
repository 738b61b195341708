/** Tokens of a title or a line, and the names of States in one language as a trie to match them (joint-statement.ts). */
import { COUNTRIES, searchKey as foldName, type LanguageCode } from "@communique/core";
import { type Gazetteer, readGazetteer, russianForms } from "@communique/store";
import { FORMAL_STATE_NAMES } from "./formal-names.generated";
import { JOINER_PUNCT } from "./joint-words";

// ---------------------------------------------------------------------------------------------
// Tokens

export interface Token {
  text: string;
  key: string;
  kind: "word" | "punct";
  start: number;
  end: number;
}

const TOKEN = /\p{Script=Han}|(?:(?!\p{Script=Han})[\p{L}\p{M}\p{N}])+|[^\s\p{L}\p{M}\p{N}]/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const word = /[\p{L}\p{N}]/u.test(match[0]);
    tokens.push({
      text: match[0],
      key: word ? foldName(match[0]) : match[0],
      kind: word ? "word" : "punct",
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return tokens.filter((t) => t.kind === "punct" || t.key !== "");
}

/** The forms of an Arabic word without its proclitics: والأردن → الأردن, للأردن → الأردن, بمصر → مصر. */
export function arabicBases(key: string): { base: string; waw: boolean }[] {
  const bases: { base: string; waw: boolean }[] = [];
  const add = (base: string, waw: boolean) => {
    if (base.length >= 2) bases.push({ base, waw });
  };
  const strip = (word: string, waw: boolean) => {
    if (word.startsWith("لل")) add(`ال${word.slice(2)}`, waw);
    if (/^[بلك]/.test(word)) add(word.slice(1), waw);
  };
  strip(key, false);
  if (/^[وف]/.test(key)) {
    const rest = key.slice(1);
    add(rest, key.startsWith("و"));
    strip(rest, key.startsWith("و"));
  }
  return bases;
}

// ---------------------------------------------------------------------------------------------
// Names of States in one language

export interface Node {
  next: Map<string, Node>;
  /** code → true when the form names the State only in capitals. */
  codes?: Map<string, boolean>;
}

const lexicons = new Map<LanguageCode, Node>();
let gazetteer: Gazetteer | undefined;

export function lexiconFor(lang: LanguageCode): Node {
  let root = lexicons.get(lang);
  if (!root) {
    root = buildLexicon(lang);
    lexicons.set(lang, root);
  }
  return root;
}

function buildLexicon(lang: LanguageCode): Node {
  const root: Node = { next: new Map() };
  gazetteer ??= readGazetteer();
  const add = (form: string, code: string, capitalsOnly: boolean) => {
    const keys = tokenize(form)
      .filter((t) => t.kind === "word")
      .map((t) => t.key);
    if (!keys.length) return;
    let node = root;
    for (const key of keys) {
      let next = node.next.get(key);
      if (!next) {
        next = { next: new Map() };
        node.next.set(key, next);
      }
      node = next;
    }
    node.codes ??= new Map();
    node.codes.set(code, (node.codes.get(code) ?? true) && capitalsOnly);
  };
  const addWithForms = (form: string, code: string, adjective: boolean) => {
    // A short form in capitals ("US", "EAU", "RU") names the State only in capitals.
    const letters = form.replace(/[^\p{L}]/gu, "");
    const capitalsOnly = letters.length <= 3 && letters === letters.toUpperCase() && /\p{Lu}/u.test(letters);
    add(form, code, capitalsOnly);
    if (lang !== "ru") return;
    for (const declined of russianForms(form)) add(declined, code, capitalsOnly);
    if (adjective) for (const declined of russianAdjectiveForms(form)) add(declined, code, false);
  };
  for (const country of COUNTRIES) {
    if (country.kind !== "member" && country.kind !== "observer") continue;
    const code = country.code;
    const names = [
      country.names[lang],
      ...(country.localAliases[lang] ?? []),
      FORMAL_STATE_NAMES[code]?.[lang],
      ...(gazetteer.stateNames.get(code)?.[lang] ?? []),
    ];
    for (const name of names) if (name) addWithForms(name, code, false);
    for (const acronym of gazetteer.acronyms.get(`state/${code}`)?.[lang] ?? []) add(acronym, code, true);
    for (const adjective of gazetteer.adjectives.get(code)?.names[lang] ?? [])
      addWithForms(adjective, code, true);
  }
  return root;
}

/**
 * The forms of a Russian adjective of a State that a list may use beyond its masculine cases
 * (russianForms): feminine, neuter and plural ("российская", "российское", "российских") and the
 * first part of a compound ("российско-" in "российско-китайское").
 */
function russianAdjectiveForms(adjective: string): string[] {
  const match = /^(.+?)(ий|ый|ой)$/u.exec(adjective.trim().toLowerCase());
  if (!match) return [];
  const stem = match[1]!;
  const i = /[гкхжшчщ]$/.test(stem) || match[2] === "ий" ? "и" : "ы";
  const endings = ["ая", "ой", "ую", "ое", "ого", "ому", "ом", `${i}е`, `${i}х`, `${i}м`, `${i}ми`, "о"];
  return endings.map((ending) => stem + ending);
}

interface NameMatch {
  code: string;
  /** The index of the token after the name. */
  end: number;
  /** Read through a clitic "and" (Arabic والأردن). */
  waw: boolean;
}

export function matchName(tokens: Token[], i: number, root: Node, lang: LanguageCode): NameMatch | undefined {
  const first = tokens[i];
  if (first?.kind !== "word") return undefined;
  const starts = [{ base: first.key, waw: false }, ...(lang === "ar" ? arabicBases(first.key) : [])];
  let best: NameMatch | undefined;
  for (const start of starts) {
    let node = root.next.get(start.base);
    let j = i + 1;
    while (node) {
      const code = accepted(node, tokens, i, j);
      if (code && (!best || j > best.end)) best = { code, end: j, waw: start.waw };
      let k = j;
      while (tokens[k]?.kind === "punct" && JOINER_PUNCT.has(tokens[k]!.text)) k++;
      const next = tokens[k];
      if (next?.kind !== "word") break;
      node = node.next.get(next.key);
      j = k + 1;
    }
  }
  return best;
}

/** The State a name ends at, if exactly one, and written as it must be (in capitals, for some). */
function accepted(node: Node, tokens: Token[], from: number, to: number): string | undefined {
  if (node.codes?.size !== 1) return undefined;
  const [code, capitalsOnly] = [...node.codes][0]!;
  if (capitalsOnly) {
    const written = tokens
      .slice(from, to)
      .filter((t) => t.kind === "word")
      .map((t) => t.text)
      .join("");
    if (written !== written.toUpperCase()) return undefined;
  }
  return code;
}
