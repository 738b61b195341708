import type { LanguageCode } from "@communique/core";

/**
 * What a refused page says, in the language of its address. The API's refusals are JSON in
 * English (errorBody), as all its errors.
 */
export interface RefusalTexts {
  busyTitle: string;
  busy: string;
  tooManyTitle: string;
  /** {seconds}: how long to wait. */
  tooMany: string;
}

export const REFUSAL_TEXTS: Record<LanguageCode, RefusalTexts> = {
  en: {
    busyTitle: "Very busy at the moment",
    busy: "Too many people are searching at once. Please try again in a few seconds.",
    tooManyTitle: "Too many requests",
    tooMany: "Many requests came from your address in a short time. Please wait {seconds} s and try again.",
  },
  fr: {
    busyTitle: "Très sollicité en ce moment",
    busy: "Trop de personnes font une recherche en même temps. Veuillez réessayer dans quelques secondes.",
    tooManyTitle: "Trop de requêtes",
    tooMany:
      "De nombreuses requêtes sont venues de votre adresse en peu de temps. Veuillez patienter {seconds} s puis réessayer.",
  },
  es: {
    busyTitle: "Mucha demanda en este momento",
    busy: "Demasiadas personas están buscando a la vez. Vuelva a intentarlo en unos segundos.",
    tooManyTitle: "Demasiadas solicitudes",
    tooMany:
      "Han llegado muchas solicitudes desde su dirección en poco tiempo. Espere {seconds} s y vuelva a intentarlo.",
  },
  ru: {
    busyTitle: "Сейчас очень высокая нагрузка",
    busy: "Слишком много людей выполняют поиск одновременно. Повторите попытку через несколько секунд.",
    tooManyTitle: "Слишком много запросов",
    tooMany:
      "С вашего адреса за короткое время поступило много запросов. Подождите {seconds} с и повторите попытку.",
  },
  ar: {
    busyTitle: "ضغط كبير في الوقت الحالي",
    busy: "يُجري عدد كبير جدًا من الأشخاص عمليات بحث في الوقت نفسه. يُرجى المحاولة مرة أخرى بعد بضع ثوانٍ.",
    tooManyTitle: "طلبات كثيرة جدًا",
    tooMany: "وردت طلبات كثيرة من عنوانك في وقت قصير. يُرجى الانتظار {seconds} ثانية ثم المحاولة مرة أخرى.",
  },
  zh: {
    busyTitle: "当前访问量过大",
    busy: "同时进行搜索的人数过多。请几秒钟后重试。",
    tooManyTitle: "请求过多",
    tooMany: "您的地址在短时间内发出了大量请求。请等待 {seconds} 秒后重试。",
  },
};
