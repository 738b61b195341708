import type { LanguageCode } from "@communique/core";
import { parseStatementDate, type StatementInput } from "@communique/store";
import { expect } from "vitest";
import { formatRetrieved } from "../src/downloads/download-texts";

/** FICTIONAL statements for the downloads only, kept out of the shared fixtures that other tests count. */
export const DOWNLOAD_FIXTURES: StatementInput[] = [
  // Markup and ampersands in the title, the body and the URL: every format must keep them as text.
  {
    id: "fx-dl-en-1",
    countryCode: "NZ",
    source: "test-fixture",
    url: "https://ministry.example/fx-dl-en-1?a=1&b=2",
    title: 'Fictional notice on <script>alert("t")</script> & escaping',
    body: 'First paragraph: <script>alert("b")</script> & <b>bold</b>.\nSame paragraph, next line.\n\n\nSecond paragraph & more.',
    language: "en",
    date: parseStatementDate("2021-07-04")!,
    meta: { fictional: true },
    fetchedAt: null,
  },
  // Arabic, two paragraphs, only the year known, no original URL.
  {
    id: "fx-dl-ar-1",
    countryCode: "JO",
    source: "test-fixture",
    url: null,
    title: "بيان خيالي بشأن التعليم",
    body: "الفقرة الأولى عن التعليم في المدارس.\n\nالفقرة الثانية عن الصحة العامة.",
    language: "ar",
    date: parseStatementDate("2021")!,
    meta: { fictional: true },
    fetchedAt: null,
  },
  // A body with a heading and lists (docs/decisions/029-statement-structure.md).
  {
    id: "fx-dl-structure",
    countryCode: "NZ",
    source: "test-fixture",
    url: null,
    title: "Fictional harbour programme",
    body: "An opening fictional paragraph.\n\n## Fictional harbour matters\n\n- first fictional item\n- second fictional item\n\n3. third fictional step\n4. fourth fictional step",
    language: "en",
    date: parseStatementDate("2021-07-05")!,
    meta: { fictional: true },
    fetchedAt: null,
  },
];

export const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export interface Download {
  response: Response;
  /** The retrieval date as the citation should write it, read on both sides of the request (midnight UTC). */
  retrieved: [string, string];
}

/** A statement download from the test server at `base` (`path` after /api/statements/). */
export async function downloadStatement(
  base: string,
  path: string,
  lang: LanguageCode = "en",
): Promise<Download> {
  const before = formatRetrieved(new Date(), lang);
  const response = await fetch(`${base}/api/statements/${path}`);
  const after = formatRetrieved(new Date(), lang);
  return { response, retrieved: [before, after] };
}

/** The whole text, for either retrieval date. */
export function expectText(
  actual: string,
  build: (retrieved: string) => string,
  retrieved: [string, string],
) {
  expect([build(retrieved[0]), build(retrieved[1])]).toContain(actual);
}
