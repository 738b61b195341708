import { createHash } from "node:crypto";
import { detectLanguage, getCountry, getCountryByIso3 } from "@communique/core";
import type { StatementInput } from "@communique/store";
import { parseStatementDate } from "@communique/store";
import type { z } from "zod";
import { signatoriesOf } from "../joint/joint-statement";
import { repairMojibake } from "../text/repair-mojibake";
import { corpusParagraphs } from "./corpus-paragraphs";
import {
  type CommuniqueRecord,
  CommuniqueRecordSchema,
  isUngdcShaped,
  type UngdcRecord,
  UngdcRecordSchema,
} from "./record-formats";

export type Mapped = { ok: true; statement: StatementInput } | { ok: false; reason: string };

/** Turns one parsed JSON line, in either supported format, into a statement or a reason why not. */
export function toStatement(value: unknown, now: Date, defaultSource: string): Mapped {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, reason: "not a JSON object" };
  }
  if (isUngdcShaped(value)) {
    const parsed = UngdcRecordSchema.safeParse(value);
    return parsed.success ? fromUngdc(parsed.data, now) : { ok: false, reason: describe(parsed.error) };
  }
  const parsed = CommuniqueRecordSchema.safeParse(value);
  return parsed.success
    ? fromCommunique(parsed.data, now, defaultSource)
    : { ok: false, reason: describe(parsed.error) };
}

function fromCommunique(record: CommuniqueRecord, now: Date, defaultSource: string): Mapped {
  const country = getCountry(record.country) ?? getCountryByIso3(record.country);
  if (!country) return { ok: false, reason: `country: unknown country or organisation "${record.country}"` };
  const date = parseStatementDate(record.date);
  if (!date) return { ok: false, reason: `date: "${record.date}" is not a real date` };
  if (date.start > isoDay(now)) return { ok: false, reason: `date: ${record.date} is in the future` };
  const title = cleanText(record.title);
  const body = cleanText(record.body);
  const language = record.language ?? detectLanguage(`${title}\n${body}`);
  if (!language) {
    return { ok: false, reason: "language: not given, and not recognised as one of ar, zh, en, fr, ru, es" };
  }
  const id = record.id ?? derivedId(record.url ?? `${country.code}|${date.start}|${title}`);
  return {
    ok: true,
    statement: {
      id,
      countryCode: country.code,
      source: record.source ?? defaultSource,
      url: record.url ?? null,
      title,
      body,
      language,
      date,
      meta: record.meta ?? {},
      fetchedAt: now,
      joint: signatoriesOf({ title, body, language, issuer: country.code }),
    },
  };
}

/** The corpus has former states and the EU under ISO3-like codes, and only the year. */
function fromUngdc(record: UngdcRecord, now: Date): Mapped {
  const country =
    (record.iso2 && getCountry(record.iso2)) ||
    (record.iso3 === "EU" ? getCountry("eu") : getCountryByIso3(record.iso3));
  if (!country) return { ok: false, reason: `iso3: unknown country "${record.iso3}" (${record.country})` };
  const date = parseStatementDate(String(record.year));
  if (!date) return { ok: false, reason: `year: ${record.year} is not a valid year` };
  const body = corpusParagraphs(cleanText(record.text));
  if (!body) return { ok: false, reason: "text: empty" };
  return {
    ok: true,
    statement: {
      id: record.id,
      countryCode: country.code,
      source: "ungdc",
      // The corpus gives no address for the original; none is made up.
      url: null,
      title: record.title_generated,
      body,
      language: "en",
      date,
      meta: {
        corpus: "UN General Debate Corpus",
        session: record.session,
        speakerName: record.speaker_name ?? null,
        speakerPost: record.speaker_post ?? null,
        titleGenerated: true,
      },
      fetchedAt: now,
    },
  };
}

/** PostgreSQL text cannot hold NUL or lone surrogates; broken encodings are mended. */
function cleanText(text: string): string {
  return repairMojibake(text.replaceAll("\u0000", "").toWellFormed()).trim();
}

function derivedId(seed: string): string {
  return `cq-${createHash("sha256").update(seed).digest("hex").slice(0, 20)}`;
}

function isoDay(date: Date): string {
  // A statement dated today in a time zone ahead of UTC is not in the future.
  return new Date(date.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "record"}: ${issue.message}`)
    .join("; ");
}
