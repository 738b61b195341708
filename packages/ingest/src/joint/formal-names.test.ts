import { existsSync, readFileSync } from "node:fs";
import { testEnv } from "@communique/core/testing";
import { describe, expect, it } from "vitest";
import {
  buildFormalNames,
  cleanFormalName,
  referenceTablePath,
} from "../../scripts/build-formal-state-names";
import { FORMAL_STATE_NAMES } from "./formal-names.generated";

describe("formal names of States", () => {
  it("are written without their article and the table's asterisk", () => {
    expect(cleanFormalName("the People's Republic of China")).toBe("People's Republic of China");
    expect(cleanFormalName("l'État de Palestine *")).toBe("État de Palestine");
    expect(cleanFormalName("la République fédérative du Brésil")).toBe("République fédérative du Brésil");
    expect(FORMAL_STATE_NAMES.CN?.zh).toBe("中华人民共和国");
  });

  const table = testEnv.CORPUS_DIR && referenceTablePath(testEnv.CORPUS_DIR);
  const hasTable = Boolean(table && existsSync(table));
  it.skipIf(!hasTable)(
    hasTable
      ? "equal what the script builds from the reference table"
      : "equal what the script builds from the reference table (skipped: CORPUS_DIR is not set)",
    () => {
      expect(buildFormalNames(readFileSync(table!, "utf8"))).toEqual(FORMAL_STATE_NAMES);
    },
  );
});
