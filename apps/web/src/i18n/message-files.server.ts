import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isLanguageCode, type LanguageCode } from "@communique/core/vocabulary";
import { MESSAGE_FILES_LIST } from "../../message-files.config";

/**
 * Each language's messages file as the client build wrote it (message-files.config.ts), read
 * beside the server bundle (build/server/index.js -> build/client/). None in development, where
 * Vite serves modules one by one and nothing is preloaded.
 */
function readMessageFiles(): Partial<Record<LanguageCode, string>> {
  const list = fileURLToPath(new URL(`../client/${MESSAGE_FILES_LIST}`, import.meta.url));
  if (!existsSync(list)) return {};
  const files = JSON.parse(readFileSync(list, "utf8")) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(files).filter(
      (entry): entry is [LanguageCode, string] => isLanguageCode(entry[0]) && typeof entry[1] === "string",
    ),
  );
}

const MESSAGE_FILES = readMessageFiles();

/** The address of a language's messages file, to preload with the page; null in development. */
export function messagesFile(lang: LanguageCode): string | null {
  return MESSAGE_FILES[lang] ?? null;
}
