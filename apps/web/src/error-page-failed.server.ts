import { escapeHtml } from "@communique/core/escape-html";
import { DEFAULT_LANGUAGE, getLanguage } from "@communique/core/vocabulary";
import { MESSAGES } from "./i18n/messages/index.server";
import { languageOfPath } from "./i18n/resolve-language";

/**
 * SPEC.md §8, on the server: when even the error page cannot be rendered, a static page in the
 * language of the address says so and offers the way home. No script, no stylesheet needed.
 */
export function errorPageFailedHtml(url: string): string {
  const lang = languageOfPath(new URL(url).pathname) ?? DEFAULT_LANGUAGE;
  const language = getLanguage(lang);
  const messages = MESSAGES[lang];
  const title = escapeHtml(messages["error.errorPageFailed"]);
  return `<!DOCTYPE html><html lang="${language.iso}" dir="${language.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p><a href="/">${escapeHtml(messages["error.goBackHome"])}</a></p></main></body></html>`;
}
