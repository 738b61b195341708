/**
 * The oblique cases of a Russian name (genitive, dative, instrumental, prepositional), made from
 * its endings, for the term lookup only (migration 016): "Вьетнам" gives "Вьетнама", "Вьетнаму",
 * "Вьетнамом", "Вьетнаме"; "Корейский полуостров" gives "Корейского полуострова"… Each word of a
 * name is declined by its own ending, all in the same case. A word whose ending says nothing
 * (Косово, Сомали, США: indeclinable) is kept as it is. Some forms made so do not exist ("Гааги"
 * is right, a rarer name may get a wrong one): they only ever serve to meet a query's form.
 */
export function russianForms(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  if (!words.length || !words.some((w) => /\p{Script=Cyrillic}/u.test(w))) return [];
  const forms = new Set<string>();
  for (let c = 0; c < CASES; c++) {
    // A word may decline two ways (-ь is masculine or feminine): each way gives a form.
    for (let way = 0; way < 2; way++) {
      const declined = words.map((word) => {
        const options = declineWord(word);
        return options[way]?.[c] ?? options[0]?.[c] ?? word;
      });
      forms.add(declined.join(" "));
    }
  }
  forms.delete(name);
  return [...forms];
}

/** Genitive, dative, instrumental, prepositional. */
const CASES = 4;

const HUSHING_OR_VELAR = /[гкхжшчщ]$/;

/** The word's four oblique forms, one list per way it may decline; [] when it does not. */
function declineWord(word: string): string[][] {
  if (!/^\p{Script=Cyrillic}[\p{Script=Cyrillic}-]*$/u.test(word) || word.length < 3) return [];
  // All capitals: an acronym (США, ООН, ЕС), not declined.
  if (word === word.toUpperCase()) return [];
  const lower = word.toLowerCase();
  const stem = (n: number) => word.slice(0, word.length - n);
  // Adjectives, masculine and neuter: -ый, -ий, -ой, -ое, -ее.
  if (/(ый|ой)$/.test(lower)) return [[`${stem(2)}ого`, `${stem(2)}ому`, `${stem(2)}ым`, `${stem(2)}ом`]];
  if (/ий$/.test(lower)) {
    const soft = HUSHING_OR_VELAR.test(stem(2).toLowerCase()) ? "о" : "е";
    return [[`${stem(2)}${soft}го`, `${stem(2)}${soft}му`, `${stem(2)}им`, `${stem(2)}${soft}м`]];
  }
  if (/ое$/.test(lower)) return [[`${stem(2)}ого`, `${stem(2)}ому`, `${stem(2)}ым`, `${stem(2)}ом`]];
  // Adjectives, feminine and plural: -ая, -яя, -ые, -ие.
  if (/ая$/.test(lower)) return [[`${stem(2)}ой`, `${stem(2)}ой`, `${stem(2)}ой`, `${stem(2)}ой`]];
  if (/яя$/.test(lower)) return [[`${stem(2)}ей`, `${stem(2)}ей`, `${stem(2)}ей`, `${stem(2)}ей`]];
  if (/ые$/.test(lower)) return [[`${stem(2)}ых`, `${stem(2)}ым`, `${stem(2)}ыми`, `${stem(2)}ых`]];
  if (/ие$/.test(lower)) return [[`${stem(2)}их`, `${stem(2)}им`, `${stem(2)}ими`, `${stem(2)}их`]];
  // Nouns in the plural: -ы, -и (Балканы, Филиппины, Мальдивы, Гималаи).
  if (/ы$/.test(lower)) return [[stem(1), `${stem(1)}ам`, `${stem(1)}ами`, `${stem(1)}ах`]];
  if (/аи$/.test(lower)) return [[`${stem(1)}ев`, `${stem(1)}ям`, `${stem(1)}ями`, `${stem(1)}ях`]];
  // Feminine: -а, -я (Палестина, Сирия, Газа).
  if (/а$/.test(lower)) {
    const i = HUSHING_OR_VELAR.test(stem(1).toLowerCase()) ? "и" : "ы";
    return [[`${stem(1)}${i}`, `${stem(1)}е`, `${stem(1)}ой`, `${stem(1)}е`]];
  }
  if (/ия$/.test(lower)) return [[`${stem(1)}и`, `${stem(1)}и`, `${stem(1)}ей`, `${stem(1)}и`]];
  if (/я$/.test(lower)) return [[`${stem(1)}и`, `${stem(1)}е`, `${stem(1)}ей`, `${stem(1)}е`]];
  // Soft sign: masculine (Кремль) or feminine (Обь).
  if (/ь$/.test(lower))
    return [
      [`${stem(1)}я`, `${stem(1)}ю`, `${stem(1)}ем`, `${stem(1)}е`],
      [`${stem(1)}и`, `${stem(1)}и`, `${stem(1)}ью`, `${stem(1)}и`],
    ];
  if (/й$/.test(lower)) return [[`${stem(1)}я`, `${stem(1)}ю`, `${stem(1)}ем`, `${stem(1)}е`]];
  // Masculine in a consonant (Вьетнам, Крым, Иерусалим, Карабах, Донбасс).
  if (/[бвгджзклмнпрстфхцчшщ]$/.test(lower)) {
    const o = /[жшчщц]$/.test(lower) ? "ем" : "ом";
    return [[`${word}а`, `${word}у`, `${word}${o}`, `${word}е`]];
  }
  // -о, -е, -и, -у, -ю: foreign names that do not decline (Косово, Сомали, Перу).
  return [];
}

/**
 * The Russian noun for the people of a State, singular and plural, made from its adjective, for
 * the term lookup only: "палестинский" gives "палестинец", "палестинцы" (and so "палестинцев",
 * which the stemmer reads 'палестинц', meets them). Made for the regular endings (-ийский →
 * -иец, -ский → -ец: сирийский, афганский, украинский); the irregular ones (французский →
 * француз, израильский → израильтянин) get a form no one types, which is harmless, or none
 * (греческий, немецкий).
 */
export function russianPeopleNouns(adjective: string): string[] {
  const word = adjective.trim().toLowerCase();
  if (!/^\p{Script=Cyrillic}{6,}$/u.test(word) || /ческий$/.test(word)) return [];
  if (word.endsWith("ийский")) {
    const base = word.slice(0, -"ийский".length);
    return [`${base}иец`, `${base}ийцы`];
  }
  if (!word.endsWith("ский")) return [];
  const base = word.slice(0, -"ский".length);
  return [`${base}ец`, `${base}цы`];
}
