import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from "@communique/core/vocabulary";
import type { Messages } from "./messages/en";
import { hasMessages, provideMessages } from "./messages-store";

/** Each language's messages as a chunk of its own (content-hashed by the build: kept by the browser). */
const FILES = import.meta.glob<Record<string, Messages>>([
  "./messages/*.ts",
  "!./messages/*.server.ts",
  "!./messages/*.test.ts",
]);

/** Loads a language's messages into the store, once. */
export async function loadMessages(lang: LanguageCode): Promise<void> {
  if (hasMessages(lang)) return;
  const load = FILES[`./messages/${lang}.ts`];
  if (!load) throw new Error(`No messages file for ${lang}`);
  const module = await load();
  const messages = module[lang];
  if (!messages) throw new Error(`The ${lang} messages file exports no ${lang}`);
  provideMessages(lang, messages);
}

/** The language of the page the server wrote (the root's <html lang>, an ISO tag). */
export function documentLanguage(): LanguageCode {
  const iso = document.documentElement.lang;
  return LANGUAGES.find((language) => language.iso === iso)?.code ?? DEFAULT_LANGUAGE;
}
