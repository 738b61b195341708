import { LANGUAGE_CODES, type LanguageCode } from "@communique/core";
import {
  cachedTranslations,
  type MachineTranslator,
  type Queryable,
  saveTranslations,
  type Translations,
} from "@communique/store";
import { z } from "zod";

export interface LibreTranslateOptions {
  /** The service's base URL (its POST /translate answers). */
  url: string;
  apiKey?: string | undefined;
  /** For all the requests of one search together. */
  timeoutMs: number;
  /** Where answers are kept, so a text is sent at most once per language. */
  db: Queryable;
  fetch?: typeof fetch;
}

const AnswerSchema = z.object({ translatedText: z.union([z.string(), z.array(z.string())]) });

/**
 * A LibreTranslate-compatible service (POST /translate {q, source: "auto", target, format, api_key}).
 * Texts are sent in one request per target language, in parallel, under one time-out; answers
 * are cached in PostgreSQL. A failure or a time-out rejects: the search reports it and goes on.
 */
export function libreTranslate(options: LibreTranslateOptions): MachineTranslator {
  const fetchImpl = options.fetch ?? fetch;
  const endpoint = new URL("translate", options.url.endsWith("/") ? options.url : `${options.url}/`);
  return {
    async translate(texts, targets) {
      const cached = await cachedTranslations(options.db, texts, targets);
      const fresh: Translations = new Map();
      const signal = AbortSignal.timeout(options.timeoutMs);
      await Promise.all(
        targets.map(async (target) => {
          const missing = texts.filter((t) => !cached.get(t)?.has(target));
          if (!missing.length) return;
          const response = await fetchImpl(endpoint, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              q: missing,
              source: "auto",
              target: SERVICE_CODES[target],
              format: "text",
              ...(options.apiKey ? { api_key: options.apiKey } : {}),
            }),
            signal,
          });
          if (!response.ok) throw new Error(`HTTP ${response.status} from the translation service`);
          const answer = AnswerSchema.parse(await response.json());
          const translated = Array.isArray(answer.translatedText)
            ? answer.translatedText
            : [answer.translatedText];
          missing.forEach((text, i) => {
            const value = translated[i]?.trim();
            if (!value) return;
            const byTarget = fresh.get(text) ?? new Map<LanguageCode, string>();
            byTarget.set(target, value);
            fresh.set(text, byTarget);
          });
        }),
      ).catch((error: unknown) => {
        if (signal.aborted) throw new Error(`no answer within ${options.timeoutMs} ms`);
        throw error;
      });
      await saveTranslations(options.db, fresh);
      for (const [text, byTarget] of fresh) {
        const all = cached.get(text) ?? new Map<LanguageCode, string>();
        for (const [target, value] of byTarget) all.set(target, value);
        cached.set(text, all);
      }
      return cached;
    },
  };
}

/** LibreTranslate's language codes for ours (Chinese is "zh"; newer versions also accept "zh-Hans"). */
const SERVICE_CODES: Record<LanguageCode, string> = Object.fromEntries(
  LANGUAGE_CODES.map((l) => [l, l]),
) as Record<LanguageCode, string>;
