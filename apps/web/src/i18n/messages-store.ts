import type { LanguageCode } from "@communique/core/vocabulary";
import type { Messages } from "./messages/en";

/**
 * The messages each language has here: on the server all six (entry.server.tsx), in the browser
 * the page's own language, loaded before hydration as a file of its own, and another's when the
 * reader changes language (load-messages.client.ts). They are not in the root's loader data,
 * which every page carries whole: 39 KB of English sent again and serialised again with each
 * page, where a content-hashed file is fetched once and kept (decision 034).
 */
const held = new Map<LanguageCode, Messages>();

export function provideMessages(lang: LanguageCode, messages: Messages): void {
  held.set(lang, messages);
}

export function hasMessages(lang: LanguageCode): boolean {
  return held.has(lang);
}

/** A language's messages; only asked once they are here (the root waits for them). */
export function messagesOf(lang: LanguageCode): Messages {
  const messages = held.get(lang);
  if (!messages) throw new Error(`The ${lang} messages are not loaded`);
  return messages;
}
