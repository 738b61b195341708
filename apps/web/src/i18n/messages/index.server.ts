import type { LanguageCode } from "@communique/core/vocabulary";
import { ar } from "./ar";
import { en, type Messages } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { ru } from "./ru";
import { zh } from "./zh";

/** All six message files, on the server only: a page ships just its own language's messages. */
export const MESSAGES: Readonly<Record<LanguageCode, Messages>> = { ar, zh, en, fr, ru, es };
