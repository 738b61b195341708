import type { LanguageCode } from "@communique/core";

/**
 * FICTIONAL statements for the OCR tests, one per language, a few lines each: states, towns and
 * events are invented and the texts say so. What the test renders is what it compares the OCR
 * with, paragraph by paragraph.
 */
export const SCANNED_STATEMENTS: Readonly<Record<LanguageCode, readonly string[]>> = {
  en: [
    "Ministry of Foreign Affairs of the Republic of Examplestan (fictional)",
    "Press release, 14 March 2024",
    "The Minister of Foreign Affairs received today the ambassador of the Kingdom of Sampleland. The two delegations discussed the fisheries agreement and the opening of a consulate in Port Lorem.",
  ],
  fr: [
    "Ministère des Affaires étrangères de la République d'Exemplie (État fictif)",
    "Communiqué du 14 mars 2024",
    "Le ministre a reçu aujourd'hui l'ambassadeur du Royaume d'Échantillonie. Les deux délégations ont évoqué l'accord de pêche et l'ouverture d'un consulat à Port-Lorem.",
  ],
  es: [
    "Ministerio de Relaciones Exteriores de la República de Ejemplandia (Estado ficticio)",
    "Comunicado del 14 de marzo de 2024",
    "El ministro recibió hoy al embajador del Reino de Muestralia. Ambas delegaciones conversaron sobre el acuerdo pesquero y la apertura de un consulado en Puerto Lorem.",
  ],
  ru: [
    "Министерство иностранных дел Республики Примерия (вымышленное государство)",
    "Сообщение от 14 марта 2024 года",
    "Министр принял сегодня посла Королевства Образцовия. Делегации обсудили соглашение о рыболовстве и открытие консульства в городе Порт-Лорем.",
  ],
  ar: [
    "وزارة الخارجية في جمهورية مثالستان (دولة خيالية)",
    "بيان صحفي",
    "استقبل وزير الخارجية اليوم سفير مملكة نموذجيا، وبحث الوفدان اتفاقية الصيد البحري وافتتاح قنصلية في مدينة ميناء لوريم.",
  ],
  zh: [
    "示例斯坦共和国外交部（虚构国家）",
    "2024年3月14日新闻公报",
    "外交部长今天会见了样本王国大使。双方讨论了渔业协定以及在洛雷姆港开设领事馆的问题。",
  ],
};
