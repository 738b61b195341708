import type { ListedStatement } from "@communique/store";
import { describe, expect, it } from "vitest";
import { CSV_COLUMNS, csvValues, jsonStatement } from "./export-formats";

/** A FICTIONAL joint statement: no State signed it. */
const JOINT: ListedStatement = {
  id: "fx-export-joint",
  country: { code: "FR", name: "France", group: "western-european-other" },
  date: "2024-03-01",
  datePrecision: "day",
  language: "en",
  title: "Fictional joint statement",
  titleLanguage: "en",
  url: null,
  source: "test",
  signatories: [
    { code: "FR", name: "France", group: "western-european-other" },
    { code: "KE", name: "Kenya", group: "african" },
  ],
  body: "A fictional text.",
  indexedAt: "2024-03-02T00:00:00Z",
};

describe("exported joint statements", () => {
  it("write their signatories' codes in CSV and their references in JSON", () => {
    const column = CSV_COLUMNS.indexOf("signatories");
    expect(csvValues(JOINT)[column]).toBe("FR KE");
    const { signatories, ...alone } = JOINT;
    expect(csvValues(alone)[column]).toBe("");
    expect(JSON.parse(jsonStatement(JOINT)).signatories).toEqual(JOINT.signatories);
    expect(JSON.parse(jsonStatement(alone))).not.toHaveProperty("signatories");
    expect(signatories).toHaveLength(2);
  });
});
