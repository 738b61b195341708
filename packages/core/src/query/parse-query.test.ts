import { describe, expect, it } from "vitest";
import { seededRandom } from "../testing/seeded-random";
import { hasPositiveTerms, isEmptyQuery, parseQuery } from "./parse-query";
import {
  type ParsedQuery,
  QUERY_LIMITS,
  QueryError,
  type QueryInput,
  type QueryNoticeCode,
  type QueryTerm,
} from "./query-model";

const w = (text: string): QueryTerm => ({ type: "word", text });
const p = (text: string): QueryTerm => ({ type: "phrase", text });
const codes = (parsed: ParsedQuery): QueryNoticeCode[] => parsed.notices.map((n) => n.code);
const q = (text: string): ParsedQuery => parseQuery({ q: text });

function thrown(input: QueryInput): QueryError {
  try {
    parseQuery(input);
  } catch (error) {
    if (error instanceof QueryError) return error;
    throw error;
  }
  throw new Error("expected a QueryError");
}

describe("words", () => {
  it("ANDs whitespace-separated words, each its own clause", () => {
    expect(q("climate change")).toEqual({
      clauses: [[w("climate")], [w("change")]],
      exclude: [],
      notices: [],
    });
  });

  it("treats tabs, newlines and runs of spaces as one separator without a notice", () => {
    expect(q("  climate\t\tchange\r\npolicy  ")).toEqual({
      clauses: [[w("climate")], [w("change")], [w("policy")]],
      exclude: [],
      notices: [],
    });
  });

  it("treats the ideographic space as a separator", () => {
    expect(q("气候\u3000变化").clauses).toEqual([[w("气候")], [w("变化")]]);
  });

  it("keeps stop words: the store decides what to do with them", () => {
    expect(q("the of and").clauses).toEqual([[w("the")], [w("of")], [w("and")]]);
  });

  it("keeps inner punctuation and strips leading and trailing punctuation", () => {
    expect(q("(co-operation), U.S. don't “peace”; [1,000] ¿qué? ¡sí! {x} 'y' z’").clauses).toEqual([
      [w("co-operation")],
      [w("U.S")],
      [w("don't")],
      [w("peace")],
      [w("1,000")],
      [w("qué")],
      [w("sí")],
      [w("x")],
      [w("y")],
      [w("z")],
    ]);
  });

  it("keeps edge characters that carry meaning: hashtags, handles, percentages", () => {
    expect(q("#UNGA78 @UN (50%)").clauses).toEqual([[w("#UNGA78")], [w("@UN")], [w("50%")]]);
  });

  it("drops tokens that are nothing but punctuation", () => {
    expect(q("climate ... , ; !? ( ) — change")).toEqual({
      clauses: [[w("climate")], [w("change")]],
      exclude: [],
      notices: [],
    });
  });

  it("keeps the user's casing; the store normalises", () => {
    expect(q("UNESCO").clauses).toEqual([[w("UNESCO")]]);
  });
});

describe("empty input", () => {
  it.each([{}, { q: "" }, { q: "   " }, { q: "..." }, { all: "", exact: "", any: "", none: "" }])(
    "gives an empty query for %j",
    (input) => {
      const parsed = parseQuery(input);
      expect(parsed).toEqual({ clauses: [], exclude: [], notices: [] });
      expect(isEmptyQuery(parsed)).toBe(true);
      expect(hasPositiveTerms(parsed)).toBe(false);
    },
  );

  it("reports a query with terms as neither empty nor without positive terms", () => {
    const parsed = q("peace");
    expect(isEmptyQuery(parsed)).toBe(false);
    expect(hasPositiveTerms(parsed)).toBe(true);
  });
});

describe("phrases", () => {
  it("reads straight double quotes as a phrase", () => {
    expect(q('"climate change" policy').clauses).toEqual([[p("climate change")], [w("policy")]]);
  });

  it("reads curly quotes, guillemets, low-9 quotes, full-width and corner brackets as phrases", () => {
    expect(
      q(
        "“climate action” « changement climatique » „Schutz der Umwelt“ ＂zero hunger＂ 「気候 変動」 『a b』",
      ).clauses,
    ).toEqual([
      [p("climate action")],
      [p("changement climatique")],
      [p("Schutz der Umwelt")],
      [p("zero hunger")],
      [p("気候 変動")],
      [p("a b")],
    ]);
  });

  it("reads reversed guillemets as a phrase", () => {
    expect(q("»sustainable development«").clauses).toEqual([[p("sustainable development")]]);
  });

  it("lets a straight quote close a curly one", () => {
    expect(q('“human rights" council').clauses).toEqual([[p("human rights")], [w("council")]]);
  });

  it("keeps quotes of another family inside a phrase as punctuation", () => {
    expect(q("«le “plan” de paix»").clauses).toEqual([[p("le plan de paix")]]);
  });

  it("turns a single-word phrase into a word", () => {
    expect(q('"climate"').clauses).toEqual([[w("climate")]]);
    expect(q("“COVID-19.”").clauses).toEqual([[w("COVID-19")]]);
  });

  it("collapses whitespace and drops punctuation-only tokens inside a phrase", () => {
    expect(q('"  peace ,  and   security. "').clauses).toEqual([[p("peace and security")]]);
  });

  it("ends a word at a quote", () => {
    expect(q('climate"change now"').clauses).toEqual([[w("climate")], [p("change now")]]);
  });

  it("treats OR, | and - inside a phrase literally, dropping what is not a word", () => {
    expect(q('"war OR peace" "left | right" "a - b"').clauses).toEqual([
      [p("war OR peace")],
      [p("left right")],
      [p("a b")],
    ]);
  });

  it("keeps Chinese text without spaces as one word, inside or outside quotes", () => {
    expect(q("气候变化").clauses).toEqual([[w("气候变化")]]);
    expect(q("「气候变化」").clauses).toEqual([[w("气候变化")]]);
  });
});

describe("OR", () => {
  it("makes the terms on either side alternatives in one clause", () => {
    expect(q("climate OR warming").clauses).toEqual([[w("climate"), w("warming")]]);
  });

  it("chains", () => {
    expect(q('a OR b OR "c d"').clauses).toEqual([[w("a"), w("b"), p("c d")]]);
  });

  it("binds tighter than the implicit AND", () => {
    expect(q("climate change OR warming").clauses).toEqual([[w("climate")], [w("change"), w("warming")]]);
    expect(q("a OR b c OR d e").clauses).toEqual([[w("a"), w("b")], [w("c"), w("d")], [w("e")]]);
  });

  it("accepts | with or without spaces, and the full-width ｜", () => {
    expect(q("peace | security").clauses).toEqual([[w("peace"), w("security")]]);
    expect(q("peace|security").clauses).toEqual([[w("peace"), w("security")]]);
    expect(q("和平｜安全").clauses).toEqual([[w("和平"), w("安全")]]);
  });

  it("mixes OR and | in a chain", () => {
    expect(q("a | b OR c").clauses).toEqual([[w("a"), w("b"), w("c")]]);
  });

  it("joins phrases written without spaces around OR", () => {
    expect(q('"a b"OR"c d"').clauses).toEqual([[p("a b"), p("c d")]]);
  });

  it("treats lower-case and mixed-case or as ordinary words", () => {
    expect(q("gold or silver").clauses).toEqual([[w("gold")], [w("or")], [w("silver")]]);
    expect(q("gold Or silver").clauses).toEqual([[w("gold")], [w("Or")], [w("silver")]]);
  });

  it.each([
    ["OR peace", [[w("peace")]]],
    ["peace OR", [[w("peace")]]],
    ["| peace |", [[w("peace")]]],
    ["peace OR OR security", [[w("peace"), w("security")]]],
    ["peace OR | security", [[w("peace"), w("security")]]],
    ["OR", []],
  ])("ignores the dangling operator in %j", (text, clauses) => {
    const parsed = q(text);
    expect(parsed.clauses).toEqual(clauses);
    expect(codes(parsed)).toEqual(["dangling_operator"]);
  });

  it("does not make an exclusion an alternative", () => {
    const before = q("peace OR -war");
    expect(before.clauses).toEqual([[w("peace")]]);
    expect(before.exclude).toEqual([w("war")]);
    expect(codes(before)).toEqual(["dangling_operator"]);

    const after = q("-war OR peace");
    expect(after.clauses).toEqual([[w("peace")]]);
    expect(after.exclude).toEqual([w("war")]);
    expect(codes(after)).toEqual(["dangling_operator"]);
  });

  it("passes over punctuation-only tokens between OR and its operands", () => {
    expect(q("peace , OR ; security").clauses).toEqual([[w("peace"), w("security")]]);
  });
});

describe("exclusions", () => {
  it("excludes a word after a leading minus", () => {
    expect(q("climate -finance")).toEqual({
      clauses: [[w("climate")]],
      exclude: [w("finance")],
      notices: [],
    });
  });

  it("excludes a phrase after a leading minus, in any quote style", () => {
    expect(q('climate -"carbon tax" -«taxe carbone»').exclude).toEqual([p("carbon tax"), p("taxe carbone")]);
  });

  it("excludes a single word given as a phrase as a word", () => {
    expect(q('-"finance"').exclude).toEqual([w("finance")]);
  });

  it("accepts the full-width minus", () => {
    expect(q("气候 －金融").exclude).toEqual([w("金融")]);
  });

  it("treats a minus inside a word as part of the word", () => {
    expect(q("co-operation COVID-19 al-Quds Guinea-Bissau").clauses).toEqual([
      [w("co-operation")],
      [w("COVID-19")],
      [w("al-Quds")],
      [w("Guinea-Bissau")],
    ]);
  });

  it("excludes a hyphenated word whole", () => {
    expect(q("-al-Quds").exclude).toEqual([w("al-Quds")]);
  });

  it("accepts a query with only exclusions", () => {
    const parsed = q("-war -conflict");
    expect(parsed).toEqual({ clauses: [], exclude: [w("war"), w("conflict")], notices: [] });
    expect(isEmptyQuery(parsed)).toBe(false);
    expect(hasPositiveTerms(parsed)).toBe(false);
  });

  it("excludes a word after a minus following Chinese punctuation without a space", () => {
    expect(q("气候，-金融").exclude).toEqual([w("金融")]);
  });

  it.each([
    ["-", []],
    ["peace -", [[w("peace")]]],
    ["peace - war", [[w("peace")], [w("war")]]],
    ["peace -... war", [[w("peace")], [w("war")]]],
    ["peace -, war", [[w("peace")], [w("war")]]],
    ["peace -| war", [[w("peace"), w("war")]]],
  ])("ignores the lone minus in %j", (text, clauses) => {
    const parsed = q(text);
    expect(parsed.clauses).toEqual(clauses);
    expect(parsed.exclude).toEqual([]);
    expect(codes(parsed)).toContain("lone_minus");
  });

  it("ignores a minus before an empty phrase, reporting the empty phrase", () => {
    const parsed = q('peace -""');
    expect(parsed.exclude).toEqual([]);
    expect(codes(parsed)).toEqual(["empty_phrase"]);
  });

  it("reads a doubled minus as one", () => {
    expect(q("--war").exclude).toEqual([w("war")]);
  });

  it("excludes the word OR when negated rather than treating it as an operator", () => {
    expect(q("a -OR b")).toEqual({ clauses: [[w("a")], [w("b")]], exclude: [w("OR")], notices: [] });
  });
});

describe("scripts", () => {
  it("splits Arabic at the Arabic comma and strips the Arabic question mark", () => {
    expect(q("الأمن، السلام؟").clauses).toEqual([[w("الأمن")], [w("السلام")]]);
    expect(q("الأمن،السلام").clauses).toEqual([[w("الأمن")], [w("السلام")]]);
  });

  it("reads an Arabic phrase and exclusion", () => {
    expect(q("«الأمم المتحدة» -الحرب؛")).toEqual({
      clauses: [[p("الأمم المتحدة")]],
      exclude: [w("الحرب")],
      notices: [],
    });
  });

  it("splits Chinese at 。 and ， and strips trailing 。", () => {
    expect(q("气候变化。可持续发展，合作。").clauses).toEqual([
      [w("气候变化")],
      [w("可持续发展")],
      [w("合作")],
    ]);
  });

  it("strips Chinese brackets and splits at the enumeration comma", () => {
    expect(q("《巴黎协定》、联合国！").clauses).toEqual([[w("巴黎协定")], [w("联合国")]]);
  });

  it("reads Russian with OR and a guillemet phrase", () => {
    expect(q("«изменение климата» OR потепление -война.").clauses).toEqual([
      [p("изменение климата"), w("потепление")],
    ]);
    expect(q("«изменение климата» OR потепление -война.").exclude).toEqual([w("война")]);
  });

  it("reads Spanish with inverted punctuation", () => {
    expect(q("¿Cambio climático? ¡Acción!").clauses).toEqual([
      [w("Cambio")],
      [w("climático")],
      [w("Acción")],
    ]);
  });

  it("keeps the zero-width non-joiner inside a word", () => {
    expect(q("می\u200Cخواهم").clauses).toEqual([[w("می\u200Cخواهم")]]);
    expect(q("می\u200Cخواهم").notices).toEqual([]);
  });
});

describe("control characters", () => {
  it.each([
    ["NUL", "peace\u0000security"],
    ["bell", "peace\u0007security"],
    ["DEL", "peace\u007Fsecurity"],
    ["next line", "peace\u0085security"],
    ["zero-width space", "peace\u200Bsecurity"],
    ["right-to-left mark", "peace\u200Fsecurity"],
    ["Arabic letter mark", "peace\u061Csecurity"],
  ])("treats %s as a space and reports it", (_name, text) => {
    const parsed = q(text);
    expect(parsed.clauses).toEqual([[w("peace")], [w("security")]]);
    expect(codes(parsed)).toEqual(["control_characters_removed"]);
  });

  it("drops a soft hyphen without splitting the word", () => {
    const parsed = q("co\u00ADoperation");
    expect(parsed.clauses).toEqual([[w("cooperation")]]);
    expect(codes(parsed)).toEqual(["control_characters_removed"]);
  });

  it("drops a byte order mark at the start", () => {
    const parsed = q("\uFEFFpeace");
    expect(parsed.clauses).toEqual([[w("peace")]]);
    expect(codes(parsed)).toEqual(["control_characters_removed"]);
  });

  it("reports control characters in the advanced fields too", () => {
    expect(codes(parseQuery({ none: "war\u0000" }))).toEqual(["control_characters_removed"]);
  });

  it("keeps a zero-width joiner inside a word but strips one at the edge", () => {
    expect(q("\u200Dab\u200Dc\u200D").clauses).toEqual([[w("ab\u200Dc")]]);
  });
});

describe("notices", () => {
  it("runs an unbalanced phrase to the end of the field", () => {
    const parsed = q('climate "change and security');
    expect(parsed.clauses).toEqual([[w("climate")], [p("change and security")]]);
    expect(codes(parsed)).toEqual(["unbalanced_quote"]);
  });

  it("keeps operators after an unbalanced quote in the phrase, as words or punctuation", () => {
    expect(q('"a OR -b').clauses).toEqual([[p("a OR b")]]);
  });

  it("reports only the unbalanced quote for a trailing quote", () => {
    const parsed = q('peace "');
    expect(parsed.clauses).toEqual([[w("peace")]]);
    expect(codes(parsed)).toEqual(["unbalanced_quote"]);
  });

  it("ignores an empty phrase", () => {
    const parsed = q('peace "" security “ ” «...»');
    expect(parsed.clauses).toEqual([[w("peace")], [w("security")]]);
    expect(codes(parsed)).toEqual(["empty_phrase"]);
  });

  it("reports each kind of notice once, in order of appearance", () => {
    const parsed = q('OR a OR OR b - "" c\u0000 - "d e');
    expect(codes(parsed)).toEqual([
      "control_characters_removed",
      "dangling_operator",
      "lone_minus",
      "empty_phrase",
      "unbalanced_quote",
    ]);
    expect(parsed.clauses).toEqual([[w("a"), w("b")], [w("c")], [p("d e")]]);
  });

  it("gives every notice an English message", () => {
    const parsed = q('OR - "" \u0000 "x');
    expect(parsed.notices).toHaveLength(5);
    for (const notice of parsed.notices) expect(notice.message).toMatch(/^[A-Z].+\.$/);
  });
});

describe("advanced fields", () => {
  it("all: makes each word its own clause and removes quotes", () => {
    expect(parseQuery({ all: 'climate "carbon tax", finance' }).clauses).toEqual([
      [w("climate")],
      [w("carbon")],
      [w("tax")],
      [w("finance")],
    ]);
  });

  it("all: ignores OR and | and does not read a minus as exclusion", () => {
    expect(parseQuery({ all: "peace OR security | -war" })).toEqual({
      clauses: [[w("peace")], [w("security")], [w("war")]],
      exclude: [],
      notices: [],
    });
  });

  it("exact: makes the whole field one phrase, without its quotes", () => {
    expect(parseQuery({ exact: '"climate change, OR not"' }).clauses).toEqual([[p("climate change OR not")]]);
  });

  it("exact: makes a single word a word term", () => {
    expect(parseQuery({ exact: "climate." }).clauses).toEqual([[w("climate")]]);
  });

  it("exact: is skipped when empty", () => {
    expect(parseQuery({ exact: ' "" ' })).toEqual({ clauses: [], exclude: [], notices: [] });
  });

  it("any: makes one clause of alternatives, ignoring OR, | and quotes", () => {
    expect(parseQuery({ any: 'climate OR warming | "heat"' }).clauses).toEqual([
      [w("climate"), w("warming"), w("heat")],
    ]);
  });

  it("any: adds nothing when empty", () => {
    expect(parseQuery({ any: " , " }).clauses).toEqual([]);
  });

  it("none: excludes each word and each quoted phrase", () => {
    expect(parseQuery({ none: 'war "armed conflict" -violence OR crisis' })).toEqual({
      clauses: [],
      exclude: [w("war"), p("armed conflict"), w("crisis"), w("violence")],
      notices: [],
    });
  });

  it("none: reports an unbalanced quote and runs the phrase to the end", () => {
    const parsed = parseQuery({ none: 'war "armed conflict' });
    expect(parsed.exclude).toEqual([w("war"), p("armed conflict")]);
    expect(codes(parsed)).toEqual(["unbalanced_quote"]);
  });

  it("none: ignores OR without a notice", () => {
    expect(parseQuery({ none: "OR war OR" })).toEqual({ clauses: [], exclude: [w("war")], notices: [] });
  });

  it("combines all five fields with AND, free text first", () => {
    expect(
      parseQuery({
        q: 'climate OR warming -"fossil fuels"',
        all: "Paris agreement",
        exact: "nationally determined contributions",
        any: "Africa Asia",
        none: "coal",
      }),
    ).toEqual({
      clauses: [
        [w("climate"), w("warming")],
        [w("Paris")],
        [w("agreement")],
        [p("nationally determined contributions")],
        [w("Africa"), w("Asia")],
      ],
      exclude: [p("fossil fuels"), w("coal")],
      notices: [],
    });
  });
});

describe("duplicates", () => {
  it("removes repeated words case-insensitively, keeping the first spelling", () => {
    expect(q("Climate climate CLIMATE").clauses).toEqual([[w("Climate")]]);
  });

  it("removes a repeated phrase, and a one-word phrase repeating a word", () => {
    expect(q('"carbon tax" "Carbon Tax" carbon "carbon"').clauses).toEqual([
      [p("carbon tax")],
      [w("carbon")],
    ]);
  });

  it("keeps a word and a phrase with the same text apart", () => {
    expect(q('"carbon tax" carbon tax').clauses).toEqual([[p("carbon tax")], [w("carbon")], [w("tax")]]);
  });

  it("removes repeated alternatives and repeated OR clauses in any order", () => {
    expect(q("a OR a OR b b OR a").clauses).toEqual([[w("a"), w("b")]]);
  });

  it("removes duplicates across fields", () => {
    expect(parseQuery({ q: "peace", all: "Peace", exact: "peace", any: "peace", none: "war" })).toEqual({
      clauses: [[w("peace")]],
      exclude: [w("war")],
      notices: [],
    });
  });

  it("removes repeated exclusions across fields", () => {
    expect(parseQuery({ q: "-war", none: "War war" }).exclude).toEqual([w("war")]);
  });

  it("treats canonically equivalent spellings as duplicates", () => {
    expect(q("caf\u00E9 cafe\u0301").clauses).toEqual([[w("caf\u00E9")]]);
  });
});

describe("errors", () => {
  it("rejects a 10,000-character search text with query_too_long and the field", () => {
    const error = thrown({ q: "a".repeat(10_000) });
    expect(error).toBeInstanceOf(QueryError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("QueryError");
    expect(error.code).toBe("query_too_long");
    expect(error.field).toBe("q");
    expect(error.message).toBe("The search text is too long (10000 characters); the limit is 1000.");
  });

  it("names the advanced field that is too long", () => {
    const error = thrown({ q: "peace", none: "war ".repeat(300) });
    expect(error.code).toBe("query_too_long");
    expect(error.field).toBe("none");
    expect(error.message).toContain("none of these words");
    expect(error.message).toContain("1200 characters");
  });

  it("accepts exactly the maximum length", () => {
    expect(q("a".repeat(QUERY_LIMITS.maxChars)).clauses).toHaveLength(1);
  });

  it("counts characters, not UTF-16 units", () => {
    const emoji = "𝒜".repeat(QUERY_LIMITS.maxChars);
    expect(() => q(emoji)).not.toThrow();
    expect(thrown({ q: `${emoji}𝒜` }).message).toContain("1001 characters");
  });

  it("rejects more than the maximum number of terms with too_many_terms and no field", () => {
    const words = Array.from({ length: QUERY_LIMITS.maxTerms + 1 }, (_, i) => `w${i}`);
    const error = thrown({ q: words.join(" ") });
    expect(error.code).toBe("too_many_terms");
    expect(error.field).toBeUndefined();
    expect(error.message).toBe("The query has too many words and phrases (33); the limit is 32.");
  });

  it("accepts exactly the maximum number of terms", () => {
    const words = Array.from({ length: QUERY_LIMITS.maxTerms }, (_, i) => `w${i}`);
    expect(q(words.join(" ")).clauses).toHaveLength(QUERY_LIMITS.maxTerms);
  });

  it("counts terms across all fields, alternatives and exclusions included", () => {
    const error = thrown({
      q: Array.from({ length: 10 }, (_, i) => `q${i}`).join(" OR "),
      all: Array.from({ length: 10 }, (_, i) => `a${i}`).join(" "),
      any: Array.from({ length: 10 }, (_, i) => `y${i}`).join(" "),
      none: "n1 n2 n3",
    });
    expect(error.code).toBe("too_many_terms");
    expect(error.message).toContain("(33)");
  });

  it("counts terms after removing duplicates", () => {
    expect(q("peace ".repeat(100)).clauses).toEqual([[w("peace")]]);
  });
});

describe("random input", () => {
  const PIECES = [
    ..."abzÉéжЯعبا气候変ñ19",
    ...'"＂“”„«»「」『』',
    ..."-－|｜",
    " OR ",
    "OR",
    " or ",
    ..." \t\n\u3000",
    ...".,;:!?¿¡()[]{}'’،؛؟。，、；：？！…#%@—",
    ..."\u0000\u0007\u001F\u007F\u0085\u00AD\u200B\u200C\u200D\u200E\u2060\uFEFF\u061C",
  ];
  const FIELDS = ["q", "all", "exact", "any", "none"] as const;
  const NOTICE_CODES: QueryNoticeCode[] = [
    "unbalanced_quote",
    "dangling_operator",
    "lone_minus",
    "control_characters_removed",
    "empty_phrase",
  ];

  it("returns well-formed terms or throws QueryError, for 500 seeded random inputs", () => {
    const random = seededRandom(20261121);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    let parsedCount = 0;
    let errorCount = 0;
    for (let n = 0; n < 500; n++) {
      const input: QueryInput = {};
      const fieldCount = 1 + Math.floor(random() * 3);
      for (let f = 0; f < fieldCount; f++) {
        // Occasionally long enough to pass the character limit.
        const length = random() < 0.02 ? 1200 : Math.floor(random() * 80);
        input[pick(FIELDS)] = Array.from({ length }, () => pick(PIECES)).join("");
      }
      let parsed: ParsedQuery;
      try {
        parsed = parseQuery(input);
      } catch (error) {
        expect(error, JSON.stringify(input)).toBeInstanceOf(QueryError);
        errorCount++;
        continue;
      }
      parsedCount++;
      for (const term of [...parsed.clauses.flat(), ...parsed.exclude]) {
        expect(term.text.length, JSON.stringify(input)).toBeGreaterThan(0);
        expect(term.text, JSON.stringify(input)).toBe(term.text.trim());
        if (term.type === "word") expect(term.text, JSON.stringify(input)).not.toMatch(/\s/u);
        else expect(term.text, JSON.stringify(input)).toMatch(/\S \S/u);
      }
      for (const clause of parsed.clauses) expect(clause.length).toBeGreaterThan(0);
      for (const notice of parsed.notices) expect(NOTICE_CODES).toContain(notice.code);
    }
    expect(parsedCount).toBeGreaterThan(300);
    expect(errorCount).toBeGreaterThan(0);
  });
});
