import { LANGUAGE_CODES, type LanguageCode } from "@communique/core/vocabulary";
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  type PluralElement,
  parse,
} from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { en, type MessageKey } from "./en";
import { MESSAGES } from "./index.server";

const OTHER_LANGUAGES = LANGUAGE_CODES.filter((lang) => lang !== "en");
const ENGLISH_KEYS = Object.keys(en).sort() as MessageKey[];

/** Every argument name a message uses, including those nested inside plural and select branches. */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      isArgumentElement(element) ||
      isNumberElement(element) ||
      isDateElement(element) ||
      isTimeElement(element)
    ) {
      names.add(element.value);
    } else if (isPluralElement(element) || isSelectElement(element)) {
      names.add(element.value);
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    } else if (isTagElement(element)) {
      argumentNames(element.children, names);
    }
  }
  return names;
}

function pluralElements(elements: MessageFormatElement[], found: PluralElement[] = []): PluralElement[] {
  for (const element of elements) {
    if (isPluralElement(element)) found.push(element);
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) pluralElements(option.value, found);
    } else if (isTagElement(element)) {
      pluralElements(element.children, found);
    }
  }
  return found;
}

const sorted = (values: Iterable<string>) => [...values].sort();

describe("the message files", () => {
  it("cover the six languages", () => {
    expect(Object.keys(MESSAGES).sort()).toEqual(["ar", "en", "es", "fr", "ru", "zh"]);
    expect(MESSAGES.en).toBe(en);
  });

  it.each(OTHER_LANGUAGES)("give %s exactly the English keys", (lang) => {
    expect(Object.keys(MESSAGES[lang]).sort()).toEqual(ENGLISH_KEYS);
  });

  it.each(LANGUAGE_CODES)("give %s a non-empty text for every key", (lang) => {
    const empty = ENGLISH_KEYS.filter((key) => MESSAGES[lang][key].trim() === "");
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGE_CODES)("hold only messages that compile with intl-messageformat in %s", (lang) => {
    const failures: string[] = [];
    for (const key of ENGLISH_KEYS) {
      try {
        new IntlMessageFormat(MESSAGES[lang][key], lang);
      } catch (error) {
        failures.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)("use in %s the same argument names as in English, message by message", (lang) => {
    const differences = ENGLISH_KEYS.flatMap((key) => {
      const expected = sorted(argumentNames(parse(en[key])));
      const actual = sorted(argumentNames(parse(MESSAGES[lang][key])));
      return JSON.stringify(actual) === JSON.stringify(expected)
        ? []
        : [`${key}: ${actual.join(",")} instead of ${expected.join(",")}`];
    });
    expect(differences).toEqual([]);
  });

  it.each(LANGUAGE_CODES)("give every plural in %s all the language's plural categories", (lang) => {
    const categories = sorted(new Intl.PluralRules(lang).resolvedOptions().pluralCategories);
    const incomplete = ENGLISH_KEYS.flatMap((key) =>
      pluralElements(parse(MESSAGES[lang][key])).flatMap((plural) => {
        const missing = categories.filter((category) => !(category in plural.options));
        return missing.length === 0 ? [] : [`${key}: missing ${missing.join(",")}`];
      }),
    );
    expect(incomplete).toEqual([]);
  });

  it("has plurals to check in every language", () => {
    for (const lang of LANGUAGE_CODES) {
      expect(pluralElements(parse(MESSAGES[lang]["home.statementsIndexed"]))).toHaveLength(1);
    }
  });

  it.each(LANGUAGE_CODES)("leave no placeholder unfilled in %s once every argument is given", (lang) => {
    const leftovers = ENGLISH_KEYS.flatMap((key) => {
      const values = Object.fromEntries(
        [...argumentNames(parse(en[key]))].map((name) => [name, name === "count" ? 3 : `«${name}»`]),
      );
      const text = String(new IntlMessageFormat(MESSAGES[lang][key], lang).format(values));
      return /[{}]/.test(text) ? [`${key}: ${text}`] : [];
    });
    expect(leftovers).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)("never hard-code the product name “Communiqué” in %s", (lang: LanguageCode) => {
    const hardCoded = ENGLISH_KEYS.filter((key) => MESSAGES[lang][key].includes("Communiqué"));
    expect(hardCoded).toEqual([]);
  });
});

describe("the English messages", () => {
  it("use the specification's fixed texts exactly", () => {
    expect(en["error.notFound"]).toBe("This page could not be found");
    expect(en["error.backHome"]).toBe("Back to the home page");
    expect(en["error.errorPageFailed"]).toBe("An error occurred while showing the error page");
    expect(en["error.goBackHome"]).toBe("Go back to home");
    expect(en["search.noResults.title"]).toBe("No results found");
    expect(en["search.noResults.text"]).toBe("It seems we can't find any results based on your search.");
    expect(en["analytics.prompt"]).toBe("Add a keyword at the top of the search bar to display the graphic");
    expect(en["error.unknownMiddleware"]).toBe("Unknown middleware {name}");
    expect(en["error.title"]).toBe("Error");
  });

  it("keep the apostrophe in “can't” when formatted", () => {
    expect(new IntlMessageFormat(en["search.noResults.text"], "en").format()).toBe(
      "It seems we can't find any results based on your search.",
    );
  });
});
