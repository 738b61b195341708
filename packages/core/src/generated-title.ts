import { countryName } from "./countries/countries";
import type { LanguageCode } from "./languages";

/**
 * What a title built from metadata says, kept instead of its English wording so that it can be
 * written in any of the six languages (a corpus speech has no headline of its own: the UN General
 * Debate Corpus gives "Statement by Portugal at the General Debate of the 78th session of the UN
 * General Assembly (2023)", composed from its issuer, session and year).
 */
export interface GeneralDebateTitle {
  countryCode: string;
  session: number;
  year: number;
}

/** English ordinals: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
function englishOrdinal(n: number): string {
  const suffix = { one: "st", two: "nd", few: "rd", other: "th" } as const;
  return `${n}${suffix[new Intl.PluralRules("en", { type: "ordinal" }).select(n) as keyof typeof suffix]}`;
}

/**
 * The title in `lang`, on each language's United Nations usage: French and Spanish name the
 * session by its ordinal (1re, 2e; 78.º período de sesiones), Russian by its ordinal adjective,
 * Chinese as 第78届会议. The country leads in the five other languages so that no article or case
 * has to agree with its name.
 */
export function generalDebateTitle(title: GeneralDebateTitle, lang: LanguageCode): string {
  const country = countryName(title.countryCode, lang);
  const { session, year } = title;
  switch (lang) {
    case "en":
      return `Statement by ${country} at the General Debate of the ${englishOrdinal(session)} session of the UN General Assembly (${year})`;
    case "fr":
      return `${country} : déclaration au débat général de la ${session}${session === 1 ? "re" : "e"} session de l’Assemblée générale des Nations Unies (${year})`;
    case "es":
      return `${country}: declaración en el debate general del ${session}.º período de sesiones de la Asamblea General de las Naciones Unidas (${year})`;
    case "ru":
      return `${country}: выступление в общих прениях ${session}-й сессии Генеральной Ассамблеи ООН (${year})`;
    case "zh":
      return `${country}在联合国大会第${session}届会议一般性辩论中的发言（${year}年）`;
    case "ar":
      return `${country}: بيان في المناقشة العامة للدورة ${session} للجمعية العامة للأمم المتحدة (${year})`;
  }
}
