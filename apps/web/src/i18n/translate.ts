import type { LanguageCode } from "@communique/core/vocabulary";
import { IntlMessageFormat } from "intl-messageformat";
import type { MessageKey, Messages } from "./messages/en";

export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * A translator for one language. Compiled formats are cached per key: a page formats the same
 * few messages on every render. `{product}` is always supplied from the setting.
 */
export function createTranslator(lang: LanguageCode, messages: Messages, product: string): Translate {
  const compiled = new Map<MessageKey, IntlMessageFormat>();
  return (key, values) => {
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(messages[key], lang);
      compiled.set(key, format);
    }
    return String(format.format({ product, ...values }));
  };
}
