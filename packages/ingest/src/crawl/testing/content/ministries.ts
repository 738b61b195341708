import type { LanguageCode } from "@communique/core";
import { AR } from "./ar";
import { EN } from "./en";
import { ES } from "./es";
import { FR } from "./fr";
import type { MinistryContent } from "./ministry-content";
import { RU } from "./ru";
import { ZH } from "./zh";

/** The six fictional ministries, one per UN language, in the UN's order. */
export const MINISTRIES: Readonly<Record<LanguageCode, MinistryContent>> = {
  ar: AR,
  zh: ZH,
  en: EN,
  fr: FR,
  ru: RU,
  es: ES,
};
