import type { Translate } from "../i18n/translate";

/** Copies a link and says what happened, in the interface language ('Copied to clipboard!'). */
export async function copyToClipboard(text: string, t: Translate): Promise<string> {
  try {
    await navigator.clipboard.writeText(text);
    return t("actions.copied");
  } catch {
    return t("actions.copyFailed");
  }
}
