import { listSources, upsertSources } from "@communique/store";
import { createTestDatabase, type TestDatabase } from "@communique/store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSourceEntries } from "../../sources/source-file";
import { createPoliteFetcher, type PoliteFetcher } from "../fetch/polite-fetcher";
import { startTestServer } from "../fetch/testing/test-server";
import { characterErrorRate } from "../ocr/character-error-rate";
import { createOcrReader } from "../ocr/ocr-reader";
import { ocrToolsForTests } from "../ocr/testing-tools";
import { type FixtureSite, startFixtureSite } from "../testing/fixture-site";
import { FIXTURE_COUNTRIES, fixtureSources } from "../testing/fixture-sources";
import { scannedPagePng } from "../testing/scanned-page";
import { SCANNED_STATEMENTS } from "../testing/scanned-statements";
import { SCANNED_DOCUMENT } from "../testing/statement-pdfs";
import { CrawlSettingsSchema } from "./crawl-settings";
import { crawlSource } from "./crawl-source";
import { readDocument } from "./read-document";

/**
 * The FICTIONAL English ministry's scanned note verbale (an image-only PDF of crawl/testing),
 * crawled without OCR, then with it: recorded as needing OCR, then read by tesseract into a
 * statement whose meta.ocr says so. Needs tesseract and poppler-utils; skipped, saying so, without.
 */

const tools = await ocrToolsForTests();
const NOW = new Date();
const SOURCE = "fixture-en-pdf";
let db: TestDatabase;
let site: FixtureSite;
let fetcher: PoliteFetcher;

describe.skipIf(!tools.ok)(
  tools.ok
    ? "crawling a scanned PDF with OCR"
    : `crawling a scanned PDF with OCR (skipped: ${tools.missing})`,
  () => {
    beforeAll(async () => {
      db = await createTestDatabase();
      site = await startFixtureSite({ now: NOW });
      fetcher = createPoliteFetcher({
        contactUrl: "https://communique.example/about",
        minDelayMs: 0,
        exemptAddresses: ["127.0.0.1"],
        retryBaseDelayMs: 10,
      });
      const { sources } = parseSourceEntries(fixtureSources(site.origin), "cli");
      await upsertSources(
        db.pool,
        sources.filter((s) => s.id === SOURCE),
      );
    });
    afterAll(async () => {
      await fetcher?.close();
      await site?.close();
      await db?.drop();
    });

    const settings = CrawlSettingsSchema.parse({});
    const scanPage = async () => {
      const { rows } = await db.pool.query<{
        status: string;
        detail: string | null;
        statement_id: string | null;
      }>("SELECT status, detail, statement_id FROM crawl_pages WHERE url LIKE $1", [
        `%/${SCANNED_DOCUMENT.slug}.pdf`,
      ]);
      return rows[0];
    };

    it("records the scan as needing OCR without a reader, then reads it on the next run with one", async () => {
      const [source] = await listSources(db.pool, [SOURCE]);
      const without = await crawlSource(source!, { db: db.pool, fetcher, settings });
      expect(without.notIndexed).toEqual({ "needs-ocr": 1 });
      expect(await scanPage()).toMatchObject({ status: "needs-ocr", statement_id: null });

      const ocr = createOcrReader(tools.ok ? tools.tools : (undefined as never));
      const withOcr = await crawlSource(source!, { db: db.pool, fetcher, settings, ocr });
      expect(withOcr).toMatchObject({ status: "ok", added: 1, notIndexed: {} });
      const page = await scanPage();
      expect(page).toMatchObject({ status: "indexed" });
      const { rows } = await db.pool.query(
        `SELECT title, body, language, to_char(date_start, 'YYYY-MM-DD') AS date, country_code, meta
           FROM statements WHERE id = $1`,
        [page!.statement_id],
      );
      const statement = rows[0];
      expect(statement).toMatchObject({
        title: SCANNED_DOCUMENT.title,
        language: "en",
        date: SCANNED_DOCUMENT.date,
        country_code: FIXTURE_COUNTRIES.en,
        meta: { ocr: { engine: ocr.engine, language: "eng", pages: 1, meanConfidence: expect.any(Number) } },
      });
      expect(ocr.engine).toMatch(/^tesseract \d/);
      expect(characterErrorRate(statement.body, SCANNED_DOCUMENT.paragraphs.join("\n\n"))).toBeLessThan(0.03);
      expect(statement.body).toContain("joint border commission");
    });

    it("leaves a scan it cannot read (no data for the source's language) as needing OCR, saying why", async () => {
      const [source] = await listSources(db.pool, [SOURCE]);
      const withoutEnglish = createOcrReader(
        tools.ok ? { ...tools.tools, languages: new Set(["fra"]) } : (undefined as never),
      );
      const url = `${site.origin}/en/documents/${SCANNED_DOCUMENT.slug}.pdf`;
      const result = await readDocument(
        source!,
        { url, canonicalUrl: url, title: SCANNED_DOCUMENT.title },
        undefined,
        {
          fetcher,
          now: NOW,
          minBodyChars: settings.minBodyChars,
          ocr: withoutEnglish,
        },
      );
      expect(result).toMatchObject({
        kind: "not-indexed",
        status: "needs-ocr",
        detail: expect.stringContaining("OCR failed (no-language-data)"),
      });
    });

    it("reads an image of a statement (a scanned page published as a PNG) in the source's language", async () => {
      const [source] = await listSources(db.pool, [SOURCE]);
      const png = scannedPagePng(SCANNED_STATEMENTS.ru, { language: "ru" });
      const server = await startTestServer({
        "/scan.png": (_req, res) => res.writeHead(200, { "content-type": "image/png" }).end(png),
        // No type said: the bytes tell an image.
        "/scan": (_req, res) => res.writeHead(200).end(png),
      });
      try {
        const russian = { ...source!, language: "ru" as const };
        const entry = (path: string) => {
          const url = `${server.origin}${path}`;
          return { url, canonicalUrl: url, title: "Fictional scanned statement", dateText: "2024-03-05" };
        };
        const context = { fetcher, now: NOW, minBodyChars: settings.minBodyChars };
        const without = await readDocument(russian, entry("/scan.png"), undefined, context);
        expect(without).toMatchObject({
          kind: "not-indexed",
          status: "needs-ocr",
          detail: "an image of a statement, no text",
        });
        const ocr = createOcrReader(tools.ok ? tools.tools : (undefined as never));
        for (const path of ["/scan.png", "/scan"]) {
          const read = await readDocument(russian, entry(path), undefined, { ...context, ocr });
          expect(read.kind).toBe("statement");
          if (read.kind !== "statement") return;
          expect(read.draft).toMatchObject({ language: "ru", ocr: { language: "rus", pages: 1 } });
          expect(read.draft.date).toMatchObject({ start: "2024-03-05", precision: "day" });
          expect(characterErrorRate(read.draft.bodyText, SCANNED_STATEMENTS.ru.join("\n\n"))).toBeLessThan(
            0.05,
          );
        }
      } finally {
        await server.close();
      }
    });
  },
);
