import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { searchKey } from "../countries/search-key";
import { LANGUAGE_CODES } from "../languages";
import { testEnv } from "../testing/test-env";
import { findSpeakerPost, speakerPostIn } from "./speaker-post";
import { SPEAKER_POSTS } from "./speaker-posts";

describe("speakers' posts (issue 36)", () => {
  it("translates the corpus's posts into the page's language, whatever their case or hyphen", () => {
    expect(speakerPostIn("Prime Minister", "ar", "en")).toEqual({ text: "رئيس الوزراء", lang: "ar" });
    expect(speakerPostIn("PRIME MINISTER", "zh", "en")).toEqual({ text: "总理", lang: "zh" });
    expect(speakerPostIn("Minister for Foregn Affairs", "fr", "en").text).toBe(
      "Ministre des affaires étrangères",
    );
    expect(speakerPostIn("Vice President", "ru", "en").text).toBe("Вице-президент");
    expect(speakerPostIn("Minister for Foreign Affairs", "es", "en").text).toBe(
      "Ministro de Relaciones Exteriores",
    );
  });

  it("keeps an unknown post as written, in its own language, and an English post on English pages", () => {
    expect(speakerPostIn("Fictional Keeper of the Seals", "ar", "en")).toEqual({
      text: "Fictional Keeper of the Seals",
      lang: "en",
    });
    expect(speakerPostIn("Minister for Foregn Affairs", "en", "en").text).toBe("Minister for Foregn Affairs");
  });

  it("gives every post a translation in each language and a source, and each form one post", () => {
    const forms = SPEAKER_POSTS.flatMap((post) => post.en.map(searchKey));
    expect(new Set(forms).size).toBe(forms.length);
    for (const post of SPEAKER_POSTS) {
      expect(post.source.termbase).toBe("UNTERM");
      expect(post.source.term).not.toBe("");
      for (const lang of LANGUAGE_CODES.filter((code) => code !== "en"))
        expect(
          post.translations[lang as Exclude<typeof lang, "en">].trim(),
          `${post.en[0]} ${lang}`,
        ).not.toBe("");
    }
  });

  const corpus = testEnv.CORPUS_DIR && path.join(testEnv.CORPUS_DIR, "ungdc/ungdc_1946-2024.jsonl.gz");
  it.skipIf(!corpus)(
    corpus
      ? "translates the posts of 95 % of the corpus's speeches that give one"
      : "against the corpus (skipped: CORPUS_DIR not set)",
    () => {
      const lines = gunzipSync(readFileSync(corpus!)).toString("utf8").split("\n").filter(Boolean);
      const posts = lines
        .map((line) => (JSON.parse(line) as { speaker_post?: string | null }).speaker_post)
        .filter(Boolean);
      const known = posts.filter((post) => findSpeakerPost(post!)).length;
      expect(known / posts.length).toBeGreaterThanOrEqual(0.95);
    },
  );
});
