import { searchKey } from "../countries/search-key";
import type { LanguageCode } from "../languages";
import { SPEAKER_POSTS, type SpeakerPost } from "./speaker-posts";

let byKey: Map<string, SpeakerPost> | undefined;

/** The vocabulary's entry for a post as a source writes it (any case, hyphen or spacing), if any. */
export function findSpeakerPost(post: string): SpeakerPost | undefined {
  byKey ??= new Map(
    SPEAKER_POSTS.flatMap((entry) => entry.en.map((form) => [searchKey(form), entry] as const)),
  );
  return byKey.get(searchKey(post));
}

/**
 * A speaker's post in a page's language: its translation when the vocabulary knows it, else the
 * post as written, in the language it was written in (`writtenIn`, the statement's).
 */
export function speakerPostIn(
  post: string,
  lang: LanguageCode,
  writtenIn: LanguageCode,
): { text: string; lang: LanguageCode } {
  if (lang === writtenIn) return { text: post, lang };
  const entry = writtenIn === "en" ? findSpeakerPost(post) : undefined;
  if (!entry) return { text: post, lang: writtenIn };
  return lang === "en" ? { text: entry.en[0], lang } : { text: entry.translations[lang], lang };
}
