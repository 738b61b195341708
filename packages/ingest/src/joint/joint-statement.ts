/**
 * Joint statements and their signatories, read at ingestion from a statement's title and the end
 * of its body (issue 37, point 4). Pure: the names come from the issuers' table (M49 and short
 * names), the UNTERM formal names (formal-names.generated.ts) and the gazetteer
 * (packages/store/gazetteer/states.json: abbreviations, short and former names, adjectives), each
 * in the statement's language only (decision 026).
 *
 * The rules. A false "joint" is worse than a miss, so every one of them asks for a frame:
 *
 * 1. **A title that says it is joint**: en "joint statement / declaration / communiqué / press
 *    release" (also "joint leaders' statement"), fr "déclaration / communiqué conjoint(e) /
 *    commun(e)", es "declaración / comunicado conjunto(a)", ru "совместное заявление /
 *    совместная декларация / совместное коммюнике", ar "بيان / إعلان / بلاغ مشترك" (with or without
 *    the article), zh 联合声明 / 共同声明 / 联合公报. The words must open the title, or follow only
 *    a short label ending in a colon ("Press release: Joint statement…") or the signatories
 *    themselves ("China–Brazil Joint Statement", "Российско-китайское совместное заявление",
 *    "中华人民共和国和巴西联邦共和国联合声明"). "France welcomes the joint statement of Kenya and
 *    Ethiopia" is not joint, nor is a statement on a "joint commission".
 * 2. **A title that names several States as its authors**: "Statement by the Foreign Ministers of
 *    A, B and C", "Déclaration des ministres…", "Declaración de los cancilleres…", "Заявление
 *    министров…", "بيان وزراء خارجية…", "…外长声明", is joint only when at least two States are read
 *    in it ("…of the Group of Seven" names none).
 * 3. **Signatories from the title** are read where the frame puts them: after the words (up to
 *    the topic: "on", "sur", "sobre", "о", "حول", or a colon), or before them. The list is split
 *    at commas and at "and / et / y / e / и / و / 和 / 与 / 及 / 、"; each part must be a State's
 *    name (its longest name wins: "Bosnia and Herzegovina", 中华人民共和国 before 和) with only
 *    articles, prepositions and titles of office around it ("the Foreign Ministers of", "de
 *    l'", "министров иностранных дел", "وزراء خارجية", 外长). Arabic names are read through
 *    their clitics (والأردن, لمصر, للأردن); Russian names in their cases (russianForms: "Франции и
 *    Германии"), adjectives too ("российского", "российско-китайское"); Chinese names need no
 *    spaces ("中国巴西"). Adjectives count only where the gazetteer lists them for the State
 *    ("the French and German foreign ministers"); forms it keeps out as risky ("Korea",
 *    "America") never do; short forms in capitals ("US", "EAU") only in capitals.
 * 4. **Signatories from a list at the end of the body**: near the end (its last line at most
 *    four lines from the end), a run of at least three consecutive short lines, each a State's
 *    name with at most a title of office ("Minister for Foreign Affairs of X"), a bullet or a
 *    number; or one line of names separated by commas or semicolons (three at least); or either
 *    after a heading ("Signatories:", "Signed by", "Signataires :", "Firmantes:", "Подписали:",
 *    "الموقعون:", "签署方："). It must name at least two States; a line with anything else in
 *    it (a verb, a sentence) is not part of a list.
 * 5. **The issuer** is always a signatory of its own joint statement: added first when it is
 *    not named. Each State appears once, in the order named (title first, then the list).
 * 6. **joint** is true only when the title says so (1, 2) or the list names at least two States
 *    other than the issuer. Otherwise nothing is returned: no signatories, no unread names.
 * 7. **Never invent**: a part of a signatory list that is not a State's name but is written as
 *    a name (capitals, or in Arabic and Chinese a short part) is returned in `unread`, as written,
 *    for a person to check ("European Union", "Group of Seven", a misspelt State); a part that
 *    merely mentions a State among other words in a title ("Friends of Sudan") too. A person's
 *    name followed by their title of office ("Jane Doe, Minister of…") is not.
 */
import { getCountry, type LanguageCode } from "@communique/core";
import { SEPARATOR_PUNCT, STOP_PUNCT, WORDS, ZH } from "./joint-words";
import { arabicBases, lexiconFor, matchName, type Node, type Token, tokenize } from "./state-lexicon";

export interface JointReading {
  joint: boolean;
  /** ISO 3166-1 alpha-2 codes of the states named as signatories, in the order named, each once. */
  signatories: string[];
  /** Where they were read: "title" ("Joint statement by the foreign ministers of X, Y and Z"),
   *  "list" (a signatory list at the end of the body), or both. */
  from: ("title" | "list")[];
  /** Names seen in a signatory position that are not states we know (an organisation, a typo):
   *  kept for a person to check, never guessed. */
  unread: string[];
}

export interface JointStatementInput {
  title: string;
  body: string;
  language: LanguageCode;
  /** The issuer's code (a State's ISO alpha-2 code, or an organisation's slug). */
  issuer: string;
}

/**
 * What a statement records of its reading (the store's StatementInput.joint): its signatories and
 * the names left unread, or undefined for a statement that is not joint.
 */
export function signatoriesOf(
  input: JointStatementInput,
): { signatories: string[]; unread: string[] } | undefined {
  const reading = readJointStatement(input);
  // A joint statement whose signatories are all unread (an organisation's) names no State.
  if (!reading.joint || reading.signatories.length < 2) return undefined;
  return { signatories: reading.signatories, unread: reading.unread };
}

const NOT_JOINT: JointReading = { joint: false, signatories: [], from: [], unread: [] };

export function readJointStatement(input: JointStatementInput): JointReading {
  const lang = input.language;
  const lexicon = lexiconFor(lang);
  const title = readTitle(input.title, lang, lexicon);
  const list = readList(input.body, lang, lexicon);
  const issuer = getCountry(input.issuer);
  const issuerCode =
    issuer && (issuer.kind === "member" || issuer.kind === "observer") ? issuer.code : undefined;
  const othersInList = list ? list.codes.filter((code) => code !== issuerCode).length : 0;
  const joint = title.joint || othersInList >= 2;
  if (!joint) return { ...NOT_JOINT, signatories: [], from: [], unread: [] };
  const signatories = unique([...title.codes, ...(list?.codes ?? [])]);
  if (issuerCode && !signatories.includes(issuerCode)) signatories.unshift(issuerCode);
  const from: JointReading["from"] = [];
  if (title.codes.length) from.push("title");
  if (list) from.push("list");
  return { joint, signatories, from, unread: unique([...title.unread, ...(list?.unread ?? [])]) };
}

// ---------------------------------------------------------------------------------------------
// Lists of names

type Element =
  | { kind: "name"; code: string; start: number; end: number }
  | { kind: "sep" }
  | { kind: "word"; token: Token }
  | { kind: "punct"; token: Token };

function elements(tokens: Token[], lang: LanguageCode, root: Node): Element[] {
  const out: Element[] = [];
  const and = lang === "zh" ? new Set(ZH.and) : new Set(WORDS[lang].and);
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    const name = matchName(tokens, i, root, lang);
    if (name) {
      if (name.waw) out.push({ kind: "sep" });
      out.push({ kind: "name", code: name.code, start: token.start, end: tokens[name.end - 1]!.end });
      i = name.end;
      continue;
    }
    if (lang === "zh" && token.kind === "word") {
      // 以及: a two-character "and".
      if (token.key === "以" && tokens[i + 1]?.key === "及") {
        out.push({ kind: "sep" });
        i += 2;
        continue;
      }
    }
    if (token.kind === "punct")
      out.push(SEPARATOR_PUNCT.has(token.text) ? { kind: "sep" } : { kind: "punct", token });
    else out.push(and.has(token.key) ? { kind: "sep" } : { kind: "word", token });
    i++;
  }
  return out;
}

type Item =
  | { kind: "codes"; codes: string[]; role: boolean }
  | { kind: "unread"; text: string }
  | { kind: "mixed"; text: string }
  | { kind: "filler"; role: boolean }
  | { kind: "junk" };

function splitItems(els: Element[]): Element[][] {
  const items: Element[][] = [[]];
  for (const el of els) {
    if (el.kind === "sep") items.push([]);
    else items[items.length - 1]!.push(el);
  }
  return items.filter((item) => item.some((el) => el.kind !== "punct"));
}

function isFunctionWord(key: string, lang: LanguageCode): boolean {
  if (lang === "zh") return false;
  const words = WORDS[lang];
  if (words.function.includes(key)) return true;
  return lang === "ar" && arabicBases(key).some((b) => words.function.includes(b.base));
}

function isRoleWord(key: string, lang: LanguageCode): boolean {
  if (lang === "zh") return false;
  const words = WORDS[lang];
  if (words.role.includes(key)) return true;
  return lang === "ar" && arabicBases(key).some((b) => words.role.includes(b.base));
}

/** What one part of a list is: States (with only titles of office around them), a name we do not know, or neither. */
function classify(item: Element[], text: string, lang: LanguageCode): Item {
  const codes = item.flatMap((el) => (el.kind === "name" ? [el.code] : []));
  const words = item.flatMap((el) => (el.kind === "word" ? [el.token] : []));
  let role = false;
  let rest: Token[];
  let restText: string;
  if (lang === "zh") {
    // Runs of characters between names, with the titles of office taken out.
    const runs: string[] = [];
    let run = "";
    for (const el of item) {
      if (el.kind === "word") run += el.token.text;
      else if (run) {
        runs.push(run);
        run = "";
      }
    }
    if (run) runs.push(run);
    const left = runs.map((r) => {
      let s = r;
      for (const word of ZH.role) {
        if (s.includes(word)) role = true;
        s = s.split(word).join("");
      }
      return s;
    });
    restText = left.join("");
    rest = restText ? words : [];
  } else {
    role = words.some((t) => isRoleWord(t.key, lang));
    rest = words.filter((t) => !isFunctionWord(t.key, lang) && !isRoleWord(t.key, lang));
    restText = rest.length ? text.slice(rest[0]!.start, rest[rest.length - 1]!.end) : "";
  }
  if (codes.length) {
    // Other words beside a name: a person's name with their title ("President Doe of France")
    // keeps the State; without a title of office, it is a name of something else ("Friends of Sudan").
    if (!rest.length || (role && personName(rest, restText, lang))) return { kind: "codes", codes, role };
    // From its first word that is not an article or a title ("the Friends of Sudan").
    const first = item.find(
      (el) =>
        el.kind === "name" ||
        (el.kind === "word" &&
          (lang === "zh" || (!isFunctionWord(el.token.key, lang) && !isRoleWord(el.token.key, lang)))),
    )!;
    const last = [...item].reverse().find((el) => el.kind === "name" || el.kind === "word")!;
    const span = (el: Element) =>
      el.kind === "name" ? el : el.kind === "sep" ? { start: 0, end: 0 } : el.token;
    return { kind: "mixed", text: text.slice(span(first).start, span(last).end).trim() };
  }
  if (!rest.length) return { kind: "filler", role };
  return looksLikeName(rest, restText, lang) ? { kind: "unread", text: restText.trim() } : { kind: "junk" };
}

/** A person's name beside a title of office ("President Jane Doe of X"): a few words in capitals. */
function personName(words: Token[], text: string, lang: LanguageCode): boolean {
  if (lang === "zh") return [...text].length <= 4;
  return words.length <= 4 && looksLikeName(words, text, lang);
}

/** A part written as a name: a few words, each with a capital (Arabic, Chinese: a few words or characters). */
function looksLikeName(words: Token[], text: string, lang: LanguageCode): boolean {
  if (text.length > 60) return false;
  if (lang === "zh")
    return [...text].length >= 2 && [...text].length <= 12 && /^\p{Script=Han}+$/u.test(text);
  if (words.length > 5) return false;
  if (lang === "ar") return words.every((w) => /^\p{Script=Arabic}+$/u.test(w.text));
  return words.every((w) => /^\p{Lu}/u.test(w.text) || /^\p{N}+$/u.test(w.text));
}

interface ListReading {
  codes: string[];
  unread: string[];
  /** Some part of the list was neither a State, nor a name, nor a title of office. */
  junk: boolean;
  mixed: boolean;
  items: Item[];
}

function readItems(els: Element[], text: string, lang: LanguageCode): ListReading {
  const items = splitItems(els).map((item) => classify(item, text, lang));
  const codes: string[] = [];
  const unread: string[] = [];
  let junk = false;
  let mixed = false;
  items.forEach((item, i) => {
    if (item.kind === "codes") codes.push(...item.codes);
    else if (item.kind === "junk") junk = true;
    else if (item.kind === "mixed") {
      mixed = true;
      unread.push(item.text);
    } else if (item.kind === "unread") {
      // "Jane Doe, Minister for Foreign Affairs of X": a person, named before their office.
      const next = items[i + 1];
      const person = next && (next.kind === "codes" || next.kind === "filler") && next.role;
      if (!person) unread.push(item.text);
    }
  });
  return { codes: unique(codes), unread: unique(unread), junk, mixed, items };
}

// ---------------------------------------------------------------------------------------------
// The title

interface TitleReading {
  joint: boolean;
  codes: string[];
  unread: string[];
}

const NO_TITLE: TitleReading = { joint: false, codes: [], unread: [] };

function readTitle(title: string, lang: LanguageCode, root: Node): TitleReading {
  const tokens = tokenize(title.replace(/\s+/g, " ").trim());
  if (!tokens.length) return NO_TITLE;
  return lang === "zh" ? readChineseTitle(title, tokens, root) : readWordTitle(title, tokens, lang, root);
}

/** Where a pattern over the folded words of tokens[from..] matches: token indices of its first and after-last word. */
function findWords(
  tokens: Token[],
  pattern: RegExp,
  from = 0,
  anywhere = false,
): { start: number; end: number } | undefined {
  const words: number[] = [];
  for (let i = from; i < tokens.length; i++) if (tokens[i]!.kind === "word") words.push(i);
  for (let w = 0; w < words.length; w++) {
    const joined = words
      .slice(w)
      .map((i) => tokens[i]!.key)
      .join(" ");
    const match = pattern.exec(joined);
    if (match) {
      const count = match[0].split(" ").length;
      return { start: words[w]!, end: words[w + count - 1]! + 1 };
    }
    if (!anywhere) return undefined;
  }
  return undefined;
}

function readWordTitle(
  title: string,
  tokens: Token[],
  lang: Exclude<LanguageCode, "zh">,
  root: Node,
): TitleReading {
  const words = WORDS[lang];
  // The joint words, at the start, after a short label and a colon, or after the signatories.
  const marker = findWords(tokens, words.joint, 0, true);
  if (marker) {
    const before = tokens.slice(0, marker.start);
    const after = region(tokens.slice(marker.end), lang, root, title);
    if (!before.length) return { joint: true, codes: after.codes, unread: after.unread };
    const colon = before.findLastIndex((t) => t.text === ":" || t.text === "：");
    if (colon === before.length - 1 && before.filter((t) => t.kind === "word").length <= 5)
      return { joint: true, codes: after.codes, unread: after.unread };
    // "China–Brazil Joint Statement", "Российско-китайское совместное заявление".
    const prefix = readItems(elements(before, lang, root), title, lang);
    if (prefix.codes.length && !prefix.junk && !prefix.mixed)
      return {
        joint: true,
        codes: unique([...prefix.codes, ...after.codes]),
        unread: unique([...prefix.unread, ...after.unread]),
      };
    return NO_TITLE;
  }
  const authors = findWords(tokens, words.authors);
  if (authors) {
    const after = region(tokens.slice(firstWordEnd(tokens)), lang, root, title);
    if (after.codes.length >= 2) return { joint: true, codes: after.codes, unread: after.unread };
  }
  return NO_TITLE;
}

function firstWordEnd(tokens: Token[]): number {
  return tokens.findIndex((t) => t.kind === "word") + 1;
}

/**
 * The signatories after the joint words: from there up to the topic ("on", "sur", "о", a colon).
 * In a language with capitals, a word in small letters that is not an article or a title of
 * office after a name ends the list too ("…by France and Germany welcomes…").
 */
function region(tokens: Token[], lang: Exclude<LanguageCode, "zh">, root: Node, text: string): ListReading {
  const words = WORDS[lang];
  let i = 0;
  while (i < tokens.length && tokens[i]!.kind === "punct") i++;
  const els = elements(tokens.slice(i), lang, root);
  const kept: Element[] = [];
  let named = false;
  for (const el of els) {
    if (el.kind === "punct" && STOP_PUNCT.has(el.token.text)) break;
    if (el.kind === "word") {
      const key = el.token.key;
      if (words.stops.includes(key)) break;
      if (lang === "ar" && arabicBases(key).some((b) => words.stops.includes(b.base))) break;
      const cased = lang !== "ar";
      if (
        cased &&
        named &&
        !/^\p{Lu}/u.test(el.token.text) &&
        !isFunctionWord(key, lang) &&
        !isRoleWord(key, lang)
      )
        break;
    }
    if (el.kind === "name") named = true;
    kept.push(el);
  }
  return readItems(kept, text, lang);
}

function readChineseTitle(title: string, tokens: Token[], root: Node): TitleReading {
  const text = tokens.map((t) => t.text).join("");
  const joint = ZH.joint.exec(text);
  const marker = joint ?? ZH.authors.exec(text);
  if (!marker) return NO_TITLE;
  // The characters before the joint words, after a short label and its colon ("全文："), up to
  // the topic ("关于…的", "就…").
  const markerToken = tokenAt(tokens, marker.index, text);
  const colon = tokens.slice(0, markerToken).findLastIndex((t) => t.text === "：" || t.text === ":");
  // Nothing before the joint words but a label: the names follow them ("联合声明：中国、巴西").
  const markerEnd = tokenAt(tokens, marker.index + marker[0].length, text);
  const names =
    joint && !tokens.slice(colon + 1, markerToken).some((t) => t.kind === "word")
      ? tokens.slice(markerEnd)
      : tokens.slice(colon + 1, markerToken);
  const els = elements(names, "zh", root);
  const kept: Element[] = [];
  for (let i = 0; i < els.length; i++) {
    const el = els[i]!;
    if (el.kind === "punct" && STOP_PUNCT.has(el.token.text)) {
      if (!kept.length) continue;
      break;
    }
    if (el.kind === "word") {
      let following = "";
      for (let j = i; j < els.length && els[j]!.kind === "word" && following.length < 4; j++)
        following += (els[j] as { token: Token }).token.text;
      if (ZH.stops.some((stop) => following.startsWith(stop))) break;
    }
    kept.push(el);
  }
  const list = readItems(kept, title, "zh");
  if (list.junk || list.mixed) return NO_TITLE;
  if (!joint && list.codes.length < 2) return NO_TITLE;
  // A part that is no State's name is read as a signatory only beside one ("虚构国和巴西"):
  // alone, it is the topic ("气候变化联合声明").
  const unread = list.codes.length || list.items.length > 1 ? list.unread : [];
  return { joint: true, codes: list.codes, unread };
}

/** The index of the token that starts at character `offset` of the tokens' joined text. */
function tokenAt(tokens: Token[], offset: number, _text: string): number {
  let at = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (at >= offset) return i;
    at += tokens[i]!.text.length;
  }
  return tokens.length;
}

// ---------------------------------------------------------------------------------------------
// The list at the end of the body

/** Lines of the body read from its end: a list must end within this many lines of it. */
const TAIL_LINES = 60;
const MAX_LINES_AFTER_LIST = 4;
const MAX_LINE_CHARS = 120;
/** A line of names separated by commas may be long (every member of a group), not a page. */
const MAX_LIST_LINE_CHARS = 2000;

type LineReading =
  | { kind: "heading"; list?: ListReading }
  | { kind: "names"; list: ListReading; many: boolean; heading: boolean }
  | { kind: "other" };

function readLine(line: string, lang: LanguageCode, root: Node): LineReading {
  if (line.length > MAX_LIST_LINE_CHARS) return { kind: "other" };
  let tokens = tokenize(line);
  // Bullets and numbers: "-", "•", "1.", "2)".
  while (tokens.length && tokens[0]!.kind === "punct" && /^[-–—•·*▪◦‣]$/.test(tokens[0]!.text))
    tokens = tokens.slice(1);
  if (tokens[0] && /^\d+$/.test(tokens[0].text) && /^[.)]$/.test(tokens[1]?.text ?? ""))
    tokens = tokens.slice(2);
  let heading = false;
  if (lang === "zh") {
    const text = tokens.map((t) => t.text).join("");
    const match = ZH.heading.exec(text);
    if (match) {
      heading = true;
      tokens = tokens.slice(tokenAt(tokens, match[0].length, text));
    }
  } else {
    const found = findWords(tokens, WORDS[lang].heading);
    if (found) {
      heading = true;
      tokens = tokens.slice(found.end);
    }
  }
  while (tokens.length && tokens[0]!.kind === "punct") tokens = tokens.slice(1);
  if (!tokens.some((t) => t.kind === "word")) return heading ? { kind: "heading" } : { kind: "other" };
  const els = elements(tokens, lang, root);
  const list = readItems(els, line, lang);
  if (list.junk || list.mixed) return { kind: "other" };
  // "…Haiti and in the": a sentence that goes on on the next line.
  const last = list.items[list.items.length - 1];
  if (last?.kind === "filler" && !last.role) return { kind: "other" };
  const many = list.items.length > 1;
  if (!many && line.length > MAX_LINE_CHARS) return { kind: "other" };
  if (!list.codes.length && !list.unread.length) return heading ? { kind: "heading" } : { kind: "other" };
  return { kind: "names", list, many, heading };
}

function readList(
  body: string,
  lang: LanguageCode,
  root: Node,
): { codes: string[]; unread: string[] } | undefined {
  // Non-empty lines, each with whether a blank line or the start of the body comes before it.
  const lines: { text: string; opens: boolean }[] = [];
  let blank = true;
  for (const raw of body.split(/\r?\n/)) {
    const text = raw.trim();
    if (!text) {
      blank = true;
      continue;
    }
    lines.push({ text, opens: blank });
    blank = false;
  }
  const tail = lines.slice(-TAIL_LINES);
  // Read lazily, from the end: most bodies end in prose, and only their last lines are read.
  const cache = new Map<number, LineReading>();
  const lineAt = (i: number): LineReading | undefined => {
    if (i < 0 || i >= tail.length) return undefined;
    let line = cache.get(i);
    if (!line) {
      line = readLine(tail[i]!.text, lang, root);
      cache.set(i, line);
    }
    return line;
  };
  // The last run of list lines, if it ends near the end.
  for (let end = tail.length - 1; end >= tail.length - 1 - MAX_LINES_AFTER_LIST && end >= 0; end--) {
    if (lineAt(end)!.kind !== "names") continue;
    let start = end;
    while (
      start > 0 &&
      lineAt(start - 1)!.kind === "names" &&
      !(lineAt(start) as { heading?: boolean }).heading
    )
      start--;
    const run: Extract<LineReading, { kind: "names" }>[] = [];
    for (let i = start; i <= end; i++) run.push(lineAt(i) as Extract<LineReading, { kind: "names" }>);
    const headed = run[0]!.heading || lineAt(start - 1)?.kind === "heading";
    // A list starts a paragraph, or follows a heading or a finished sentence: a line that
    // continues a sentence wrapped across lines ("…the new Members: the Republic of" /
    // "Kiribati, the Republic of Nauru and the Kingdom of Tonga.") is not one.
    const before = tail[start - 1]?.text ?? "";
    const opens = headed || tail[start]!.opens || /[.:!?;。：！？؟؛]$/u.test(before);
    const codes = unique(run.flatMap((line) => line.list.codes));
    const unread = unique(run.flatMap((line) => line.list.unread));
    const enough = headed || run.length >= 3 || run.some((line) => line.many && line.list.codes.length >= 3);
    if (opens && codes.length >= 2 && enough && unread.length <= codes.length) return { codes, unread };
    return undefined;
  }
  return undefined;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
