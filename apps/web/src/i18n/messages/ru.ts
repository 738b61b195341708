import type { Messages } from "./en";

export const ru: Messages = {
  "meta.description":
    "Поиск по официальным пресс-релизам и заявлениям 193 государств — членов ООН, государств-наблюдателей и межправительственных организаций на английском, арабском, испанском, китайском, русском и французском языках.",
  "meta.tagline": "Официальные заявления государств — членов ООН с поиском на шести языках",
  "og.statement": "Официальное заявление",
  "og.languages": "арабский · китайский · английский · французский · русский · испанский",

  "a11y.skipToContent": "Перейти к основному содержанию",
  "a11y.skipToResults": "Перейти к результатам",
  "a11y.mainNavigation": "Главное меню",
  "a11y.footerNavigation": "О проекте {product}",
  "a11y.languageSwitcher": "Язык интерфейса",
  "a11y.homeLink": "{product}, главная страница",
  "a11y.pageLoading": "Загрузка страницы…",
  "a11y.pageLoaded": "{title}",

  "nav.home": "Главная",
  "nav.search": "Поиск",
  "nav.analytics": "Аналитика",
  "nav.analyticsTool": "Инструмент анализа",
  "nav.report": "Отчет",
  "nav.reportWithCount":
    "{count, plural, one {Отчет, # заявление} few {Отчет, # заявления} many {Отчет, # заявлений} other {Отчет, # заявления}}",
  "nav.about": "О проекте",
  "nav.methodology": "Методология",
  "nav.coverage": "Охват",
  "nav.articles": "Статьи",
  "nav.privacyPolicy": "Политика конфиденциальности",
  "nav.contact": "Контакты",
  "nav.disclaimer": "Отказ от ответственности",
  "nav.partners": "Партнеры",
  "nav.apiDocs": "API",

  "connectivity.offline": "Нет подключения к сети. Уже открытые страницы по-прежнему доступны.",
  "connectivity.online": "Подключение к сети восстановлено.",

  "searchBox.label": "Поиск заявлений по теме или стране",
  "searchBox.analyticsLabel": "Тема или страна для графика",
  "searchBox.analyticsPlaceholder": "Тема или страна для графика, например: климат, Судан",
  "searchBox.placeholder": "Тема или страна, например климат, Судан",
  "searchBox.submit": "Найти",
  "searchBox.suggestions": "Страны",
  "searchBox.countrySuggestion": "Заявления: {country}",

  "advanced.title": "Расширенный поиск",
  "advanced.all": "Все эти слова",
  "advanced.allHint": "Должно встречаться каждое слово, в любой форме.",
  "advanced.exact": "Точная фраза",
  "advanced.exactHint": "Слова подряд, в указанном порядке.",
  "advanced.any": "Любое из этих слов",
  "advanced.anyHint": "Хотя бы одно из слов.",
  "advanced.none": "Ни одного из этих слов",
  "advanced.noneHint": "Заявления, содержащие любое из этих слов, исключаются.",
  "advanced.chip": "{field}: {words}",

  "home.title": "Что заявили государства?",
  "home.latest": "Последние заявления",
  "home.allLatest": "Все последние заявления",
  "home.holdings": "Что содержит индекс",
  "home.newestDate": "Самое новое заявление: {date}",
  "home.lead":
    "{product} ведет поиск по официальным пресс-релизам и заявлениям 193 государств — членов ООН, государств-наблюдателей и межправительственных организаций на шести официальных языках Организации Объединенных Наций.",
  "home.statementsIndexed":
    "{count, plural, =0 {В индексе пока нет заявлений} one {# заявление в индексе} few {# заявления в индексе} many {# заявлений в индексе} other {# заявления в индексе}}",
  "home.memberStatesCovered":
    "{count, plural, one {Охвачено # государство-член} few {Охвачено # государства-члена} many {Охвачено # государств-членов} other {Охвачено # государства-члена}} из {total}",
  "home.figures": "Индекс в цифрах",
  "home.statsUnavailable": "Статистические данные сейчас недоступны.",
  "home.explore": "Возможности",
  "home.exploreSearch": "Ищите по теме или стране, фильтруйте по группе и периоду, сортируйте результаты.",
  "home.exploreAnalytics":
    "Узнайте, как часто и где государства говорили о той или иной теме с течением времени.",
  "home.exploreReport": "Собирайте заявления в отчет, который можно распечатать, скачать и отправить другим.",

  "search.title": "Поиск",
  "search.titleWithQuery": "«{query}»: поиск",
  "search.titleOr": "ИЛИ",
  "search.heading": "Результаты поиска",
  "search.prompt": "Введите тему или страну в строку поиска, чтобы найти заявления.",
  "search.total":
    "{count, plural, =0 {Нет заявлений} one {# заявление} few {# заявления} many {# заявлений} other {# заявления}}",
  "search.totalEstimated":
    "{count, plural, one {Около # заявления} few {Около # заявлений} many {Около # заявлений} other {Около # заявления}}",
  "search.noResults.title": "Ничего не найдено",
  "search.emptyIndex": "Пока не проиндексировано ни одного заявления.",
  "search.noResults.text": "Похоже, по вашему запросу ничего не найдено.",
  "search.noResults.coarseDates":
    "{count, plural, one {# заявление, датированное только месяцем или годом, пересекается} few {# заявления, датированных только месяцем или годом, пересекаются} many {# заявлений, датированных только месяцем или годом, пересекаются} other {# заявления, датированных только месяцем или годом, пересекаются}} с этим периодом, но ни одно не лежит целиком внутри него.",
  "search.noResults.includeCoarse": "Включить их",
  "search.noResults.filters":
    "Дело в фильтрах: без них найдено {estimated, select, yes {около } other {}}{count, plural, one {# заявление} few {# заявления} many {# заявлений} other {# заявления}}.",
  "search.noResults.withoutFilters": "Искать без фильтров",
  "search.coarseMore":
    "{count, plural, one {Ещё # заявление, датированное только месяцем или годом, пересекается с этим периодом.} few {Ещё # заявления, датированных только месяцем или годом, пересекаются с этим периодом.} many {Ещё # заявлений, датированных только месяцем или годом, пересекаются с этим периодом.} other {Ещё # заявления, датированных только месяцем или годом, пересекаются с этим периодом.}}",
  "search.partial.heading": "Заявления, в которых есть часть ваших слов",
  "search.partial.note": "В них есть не все слова вашего запроса, и они не учтены выше.",
  "translate.switch": "Искать на всех шести языках",
  "translate.heading": "Эквиваленты, найденные на других языках",
  "translate.clause": "«{text}» также ищется как:",
  "translate.excludedClause": "«{text}» исключено, а также:",
  "translate.machine": "(машинный перевод)",
  "translate.remove": "Не искать «{text}» ({language})",
  "translate.restore": "Снова искать «{text}» ({language})",
  "translate.untranslated": "Без перевода, поиск как введено: {terms}",
  "translate.readIn":
    "Язык запроса: {language} ({by, select, script {по письменности} detected {по словам запроса} filter {по вашему фильтру языка} interface {язык этой страницы} other {по умолчанию}}). {translated, select, yes {Поиск ведётся и по эквивалентам на других языках.} other {Ищутся только заявления на этом языке; включите «{switch}», чтобы искать и на других.}}",
  "translate.statementsBy": "Заявления: {country}",
  "translate.offer":
    "На языке запроса ничего нет, но на других языках ООН {estimated, select, yes {{count, plural, one {найдено около # заявления} few {найдено около # заявлений} many {найдено около # заявлений} other {найдено около # заявления}}} other {{count, plural, one {найдено # заявление} few {найдено # заявления} many {найдено # заявлений} other {найдено # заявления}}}}.",
  "results.matched": "Совпадение: {text}",
  "search.errorQueryTooLong": "Слишком длинный запрос: допускается не более 1000 символов.",
  "search.errorTooManyTerms": "В запросе слишком много слов: допускается не более 32.",
  "search.errorStopWordsOnly":
    "Запрос состоит только из очень распространенных слов (например, «и» или «в»), которые встречаются почти в каждом заявлении. Добавьте более конкретное слово.",
  "search.errorInvalid": "Часть запроса не удалось распознать. Проверьте фильтры и повторите попытку.",
  "search.invalidParam":
    "«{value}» — недопустимое значение для поля «{label}»: оно пропущено, остальные условия поиска применены.",
  "search.mistypedParam":
    "«{name}» в адресе — не параметр этой страницы, он пропущен. Возможно, имелось в виду «{meant}»?",
  "search.tooSlow":
    "Поиск занял слишком много времени и был остановлен. Уточните запрос: меньше слов в кавычках, период, страна или язык.",
  "search.unavailable": "Поиск сейчас недоступен. Повторите попытку через несколько минут.",
  "search.originalLink": "Оригинал на сайте источника",
  "statement.backToResults": "Назад к результатам",
  "statement.matchesLabel": "Слова вашего запроса в этом тексте",
  "statement.matchTotal":
    "{total, plural, one {# совпадение с запросом} few {# совпадения с запросом} many {# совпадений с запросом} other {# совпадения с запросом}}",
  "statement.matchPosition": "Совпадение {current, number} из {total, number}",
  "statement.previousMatch": "Предыдущее",
  "statement.nextMatch": "Следующее",
  "statement.noMatchAtAll": "Слов вашего запроса нет в этом заявлении (при чтении на его языке).",
  "statement.noMatchInText": "Слов вашего запроса нет в самом тексте: заявление найдено по заголовку.",
  "statement.ocrNotice":
    "Этот текст получен оптическим распознаванием символов (OCR) с отсканированного документа и может содержать ошибки. Достоверным является оригинал документа.",
  "statement.ocrOriginal": "Открыть оригинал документа",
  "statement.provenance": "Об этом заявлении",
  "statement.source": "Источник",
  "statement.session": "Сессия",
  "statement.speaker": "Оратор",
  "statement.speakerSeparator": ", ",
  "statement.symbol": "Условное обозначение документа",
  "statement.indexed": "Проиндексировано",
  "joint.label":
    "{count, plural, one {Совместное заявление · # подписавшая сторона} few {Совместное заявление · # подписавшие стороны} many {Совместное заявление · # подписавших сторон} other {Совместное заявление · # подписавшей стороны}}",
  "joint.signatories": "Подписавшие стороны",
  "joint.unread": "Также названы, но не распознаны как государства: {names}",
  "joint.publications": "Опубликовано",
  "joint.publication": "{country}, прочитано {date}",
  "versions.alsoIn": "Также на языках:",
  "statement.moreFromCountry": "Другие заявления: {country}",
  "statement.samePeriod":
    "{precision, select, day {Другие заявления от {date}} month {Другие заявления за {date}} other {Другие заявления за {date}}}",
  "search.errorPageTooDeep":
    "Просмотреть можно только первые 10 000 результатов. Уточните запрос или экспортируйте результаты.",
  "search.pastLastPage": "Страницы {page, number} нет: последняя страница — {last, number}.",
  "search.goToLastPage": "Перейти на последнюю страницу",
  "search.resultMeta": "{country} · {date} · {language}",

  "filters.title": "Фильтры",
  "filters.openSheet":
    "{count, plural, =0 {Фильтры} one {Фильтры (#)} few {Фильтры (#)} many {Фильтры (#)} other {Фильтры (#)}}",
  "filters.showResults": "Показать результаты",
  "filters.estimated": "Числа оценены по выборке: одно из каждых шестнадцати найденных заявлений.",
  "filters.period": "Период",
  "filters.resetDate": "Сбросить фильтр по дате",
  "filters.anyTime": "За всё время",
  "filters.includeCoarseDates":
    "Включить заявления, датированные только месяцем или годом и пересекающиеся с периодом",
  "filters.coarseIncluded": "{period}, включая датированные месяцем или годом",
  "filters.today": "Сегодня",
  "filters.yesterday": "Вчера",
  "filters.past3Days": "За 3 дня",
  "filters.pastWeek": "За неделю",
  "filters.pastMonth": "За месяц",
  "filters.pastYear": "За год",
  "filters.past2Years": "За 2 года",
  "filters.customRange": "Произвольный период",
  "filters.from": "С",
  "filters.to": "По",
  "filters.groups": "Группы",
  "filters.within": "{group} › {country}",
  "filters.narrowedTo": "Только {countries}",
  "filters.issuerRule": "Страна, выбранная внутри отмеченной группы, сужает группу до этой страны.",
  "filters.blocs": "Блоки",
  "filters.chooseBlocs": "Межправительственные объединения",
  "filters.blocRule": "Заявление учитывается в блоке, если его автор был членом блока на дату заявления.",
  "filters.knownBlocs": "Блоки: {blocs}.",
  "filters.countries": "Страна-источник",
  "filters.findCountry": "Найти страну",
  "filters.language": "Язык",
  "filters.apply": "Применить фильтры",
  "filters.active": "Активные фильтры",
  "filters.remove": "Удалить фильтр: {label}",
  "filters.clearAll": "Сбросить все фильтры",

  "sort.label": "Сортировка",
  "sort.recent": "Сначала новые",
  "sort.oldest": "Сначала старые",
  "sort.country": "Страны от А до Я",
  "sort.relevance": "По релевантности",
  "sort.apply": "Сортировать",

  "results.loading": "Загрузка результатов…",
  "results.loadMore": "Показать еще результаты",
  "results.loadingMore": "Загрузка дополнительных результатов…",
  "results.loaded":
    "{count, plural, one {Загружен еще # результат} few {Загружено еще # результата} many {Загружено еще # результатов} other {Загружено еще # результата}}",
  "results.previousPage": "Предыдущая страница",
  "results.end": "Больше результатов нет.",
  "results.export": "Экспорт всех результатов:",
  "results.exportCsv": "CSV",
  "results.exportXlsx": "Excel (XLSX)",
  "results.exportJson": "JSON",
  "results.feed": "Следить за этим поиском (лента Atom)",

  "actions.view": "Просмотр",
  "actions.download": "Скачать",
  "actions.downloadTxt": "Текст ({extension})",
  "actions.downloadHtml": "Веб-страница ({extension})",
  "actions.downloadDocx": "Word ({extension})",
  "actions.print": "Печать",
  "actions.copyLink": "Копировать ссылку",
  "actions.copied": "Скопировано в буфер обмена!",
  "actions.copyFailed":
    "Не удалось скопировать ссылку. Скопируйте ее из адресной строки на странице заявления.",
  "actions.addToReport": "Добавить в отчет",
  "actions.removeFromReport": "Удалить из отчета",

  "report.title": "Отчет",
  "report.untitled": "Отчет без названия",
  "report.titleField": "Название вашего отчета",
  "report.lead":
    "В ваш отчет попадают заявления, которые вы добавляете из результатов поиска. Он хранится только в этом браузере: на наш сервер ничего не отправляется.",
  "report.loading": "Открытие вашего отчета…",
  "report.count":
    "{count, plural, one {# заявление} few {# заявления} many {# заявлений} other {# заявления}} в вашем отчете",
  "report.note": "Ваша заметка",
  "report.printSource": "Источник:",
  "report.moveUp": "Переместить вверх",
  "report.moveDown": "Переместить вниз",
  "report.downloadCsv": "Скачать CSV",
  "report.downloadJson": "Скачать JSON",
  "report.downloadDocx": "Скачать DOCX",
  "report.downloadPdf": "Скачать PDF",
  "report.preparing": "Файл готовится…",
  "report.downloadFailed": "Не удалось создать файл. Повторите попытку чуть позже.",
  "report.share": "Копировать ссылку для отправки",
  "report.shareNotesLeftOut":
    "Ссылка скопирована без ваших заметок: они слишком длинные, чтобы поместиться в ссылку. В ней есть название и заявления.",
  "report.clear": "Очистить отчет",
  "report.clearConfirm":
    "{count, plural, one {Удалить # заявление из вашего отчета?} few {Удалить все # заявления из вашего отчета?} many {Удалить все # заявлений из вашего отчета?} other {Удалить все # заявления из вашего отчета?}}",
  "report.shared.kicker": "С вами поделились",
  "report.shared.lead":
    "{count, plural, one {# заявление.} few {# заявления в порядке, выбранном тем, кто ими поделился.} many {# заявлений в порядке, выбранном тем, кто ими поделился.} other {# заявления в порядке, выбранном тем, кто ими поделился.}}",
  "report.shared.missing":
    "{count, plural, one {# заявление из ссылки больше не существует.} few {# заявления из ссылки больше не существуют.} many {# заявлений из ссылки больше не существуют.} other {# заявления из ссылки больше не существуют.}}",
  "report.shared.none":
    "Ни одного заявления из этой ссылки не существует. Возможно, ссылку изменили или обрезали.",
  "report.shared.cut": "Похоже, ссылка обрезана: в ней нет названия и заметок. Заявления показаны без них.",
  "report.shared.damaged":
    "Не удалось прочитать название и заметки из этой ссылки: возможно, ее изменили или обрезали. Заявления показаны без них.",
  "report.shared.partial":
    "Часть названия и заметок из этой ссылки оказалась недействительной и не показана.",
  "report.shared.note": "Заметка того, кто поделился отчетом",
  "report.shared.keepTitle": "Сохранить этот отчет?",
  "report.shared.mineEmpty":
    "Ваш собственный отчет пуст. Пока вы просто читаете этот отчет, ничего не сохраняется.",
  "report.shared.mine":
    "{count, plural, one {В вашем собственном отчете # заявление.} few {В вашем собственном отчете # заявления.} many {В вашем собственном отчете # заявлений.} other {В вашем собственном отчете # заявления.}} Он останется без изменений, если вы не решите иначе.",
  "report.shared.open": "Сделать его моим отчетом",
  "report.shared.merge": "Добавить его заявления в мой отчет",
  "report.shared.replace":
    "{count, plural, one {Заменить мой отчет (# заявление) этим} few {Заменить мой отчет (# заявления) этим} many {Заменить мой отчет (# заявлений) этим} other {Заменить мой отчет (# заявления) этим}}",
  "report.shared.justRead": "Просто прочитать",
  "report.shared.reading": "Вы читаете отчет, которым с вами поделились; ваш собственный отчет не изменился.",
  "report.shared.showChoice": "Сохранить…",
  "report.shared.choiceHelp":
    "При добавлении ваши заявления, заметки и название сохраняются, а заявления, которых у вас нет, добавляются в конец вместе с их заметками. При замене этот отчет с его названием и заметками занимает место вашего.",
  "report.shared.openMine": "Открыть мой собственный отчет",
  "report.kept.replaced": "Отчет, которым с вами поделились, теперь ваш.",
  "report.kept.merged":
    "{count, plural, =0 {Все заявления из этого отчета у вас уже были: ваш отчет не изменился.} one {В конец вашего отчета добавлено # заявление.} few {В конец вашего отчета добавлено # заявления.} many {В конец вашего отчета добавлено # заявлений.} other {В конец вашего отчета добавлено # заявления.}}",
  "report.empty.title": "Ваш отчет пуст",
  "report.empty.text":
    "Найдите тему или страну, затем выберите «Добавить в отчет» у заявлений, которые хотите сохранить.",
  "report.empty.action": "Начать поиск",

  "analytics.title": "Аналитика",
  "analytics.lead":
    "Как часто государства говорили о теме с течением времени, в сравнении с другими темами, в каких частях мира и сколько из {total} государств-членов это делали.",
  "analytics.prompt": "Добавьте ключевое слово в верхней части строки поиска, чтобы отобразить график",
  "analytics.phraseHint":
    "По запросу «{term}» учитываются заявления, где каждое из этих слов встречается в любом месте.",
  "analytics.phraseLink": "Считать вместо этого фразу {phrase}",
  "analytics.sectionTrends": "Дипломатические тенденции",
  "analytics.sectionComparison": "Сравнение во времени",
  "analytics.sectionMap": "20 ведущих стран",
  "analytics.sectionCoverage": "Государства-члены, выступившие с заявлениями",
  "analytics.notYet": "Графики по запросу «{query}» готовятся и появятся здесь.",

  "analytics.titleWithQuery": "Аналитика по запросу «{query}»",
  "analytics.headingWithQuery": "Аналитика по запросу «{query}»",
  "analytics.seeStatements": "Показать найденные заявления",
  "analytics.sectionGroups": "Заявления по группам",
  "analytics.memberStatesText": "Государства-члены, выступившие с заявлениями по запросу «{query}»",
  "analytics.memberStatesFigure": "{count} из {total}",
  "analytics.statementsText": "Заявления по запросу «{query}»",
  "analytics.statementsFigure":
    "{count, plural, one {# заявление} few {# заявления} many {# заявлений} other {# заявления}}",
  "analytics.interval": "Интервал",
  "analytics.intervalDay": "День",
  "analytics.intervalWeek": "Неделя",
  "analytics.intervalMonth": "Месяц",
  "analytics.intervalYear": "Год",
  "analytics.intervalAuto": "выбран с учетом периода",
  "analytics.measure": "Показать",
  "analytics.measureCount": "Количество заявлений",
  "analytics.measureShare": "Доля от всех заявлений",
  "analytics.trendsTitle": "Заявления по запросу «{query}» по периодам",
  "analytics.trendsShareTitle": "Доля заявлений по запросу «{query}» среди всех заявлений, по периодам",
  "analytics.chartDescription":
    "С {from} по {to}, {interval, select, day {по дням} week {по неделям (неделя начинается с понедельника)} month {по месяцам} other {по годам}}, {measure, select, share {в виде доли от всех заявлений за каждый период} other {в виде количества заявлений}}. Все значения приведены в таблице под графиком.",
  "analytics.estimated":
    "Оценено по выборке из одного заявления на каждые шестнадцать: {labels}. Погрешность числа за каждый период — около {error, number, percent}; в таблице такие числа отмечены знаком ≈.",
  "analytics.quotedLabel": "«{label}»",
  "analytics.unplaced":
    "{count, plural, one {# найденное заявление не датировано} few {# найденных заявления не датированы} many {# найденных заявлений не датированы} other {# найденного заявления не датированы}} с точностью до {interval, select, day {дня} week {недели} month {месяца} other {года}} и не {count, plural, one {показано} few {показаны} many {показаны} other {показаны}} на графике; при более длинном интервале {count, plural, one {оно учитывается} few {они учитываются} many {они учитываются} other {они учитываются}}.",
  "analytics.noStatements": "С этими фильтрами по запросу не найдено ни одного заявления.",
  "analytics.tableSummary": "Данные в виде таблицы",
  "analytics.tablePeriod": "Период",
  "analytics.tableAll": "Все заявления",
  "analytics.tableCount": "{label}: заявления",
  "analytics.tableShare": "{label}: доля",
  "analytics.tableGroup": "Группа",
  "analytics.tableStatements": "Заявления",
  "analytics.tableIssuers": "Члены группы, выступившие с заявлениями",
  "analytics.compareHint": "Сравните ваш запрос с другими темами или странами (не более {max}).",
  "analytics.comparedTerms": "Сравниваемые термины",
  "analytics.compareLabel": "Другая тема или страна",
  "analytics.compareAdd": "Сравнить",
  "analytics.compareRemove": "Убрать «{term}» из сравнения",
  "analytics.compareLimit":
    "С вашим запросом можно сравнить не более {max} терминов. Удалите один, чтобы добавить другой.",
  "analytics.comparisonTitle":
    "«{query}» в сравнении с {count, plural, one {# другим термином} few {# другими терминами} many {# другими терминами} other {# другого термина}}, по периодам",
  "analytics.comparisonEmpty":
    "Добавьте выше тему или страну, чтобы показать ее на графике рядом с вашим запросом.",
  "analytics.errorTooManyCompared":
    "С вашим запросом можно сравнить не более 4 терминов, а запрошено больше. Удалите один и повторите попытку.",
  "analytics.errorTooManyPeriods":
    "При таком интервале выбранный период делится на слишком много отрезков. Выберите более длинный интервал или более короткий период.",
  "analytics.mapTitle": "20 стран с наибольшим числом заявлений по запросу «{query}»",
  "analytics.groupsTitle": "Заявления по запросу «{query}» в разбивке по группам",
  "analytics.groupsDescription":
    "По каждой из семи групп: число найденных заявлений и число членов группы, выступивших хотя бы с одним из них.",
  "analytics.groupIssuers": "членов группы: {issuers} из {members}",
  "analytics.formerStates":
    "Бывшие государства-члены, сегодня не входящие ни в одну группу, учтены отдельно, с числом найденных заявлений: {states}.",
  "analytics.formerState": "{name} ({count})",
  "analytics.kiribatiFiled":
    "Кирибати, не входящая ни в одну региональную группу ООН, учитывается в группе «{group}», как и в фильтрах.",
  "analytics.formerStatesRow": "Бывшие государства-члены (учтены отдельно)",
  "voices.section": "Кто высказался",
  "voices.lead":
    "Выберите блок или группу: карта и таблица показывают, кто из их членов опубликовал за период заявление, соответствующее запросу, кто промолчал и кого мы не охватываем.",
  "voices.lensLabel": "Члены",
  "voices.lensNone": "Выберите блок или группу",
  "voices.lensBlocs": "Блоки",
  "voices.lensGroups": "Группы",
  "voices.lensApply": "Показать",
  "voices.chooseLens": "Выберите блок или группу выше, чтобы увидеть, кто из их членов высказался.",
  "voices.unknownLens": "«{value}» — не известный нам блок или группа.",
  "voices.knownBlocs": "Блоки: {names}.",
  "voices.knownGroups": "Группы: {names}.",
  "voices.errorUnknown": "Этот блок или группа нам неизвестны.",
  "voices.summary":
    "{among}: высказались {spoke} из {count, plural, one {# члена} few {# членов} many {# членов} other {# члена}} · {silent} промолчали · {notCovered} не охвачены",
  "voices.periodRange": "С {from} по {to}",
  "voices.periodFrom": "С {from}",
  "voices.periodTo": "По {to}",
  "voices.periodAll": "За всё время",
  "voices.datesIncomplete":
    "Даты вступления известны не для всех членов этого блока: государство без такой даты считается членом на протяжении всего периода.",
  "voices.sourceLink": "Список членов по данным самой организации ({among})",
  "voices.asOf": "(по состоянию на {date})",
  "voices.noMembers": "{among}: в этот период членов не было.",
  "voices.mapTitle": "{among}: кто из членов опубликовал заявление по запросу «{query}»",
  "voices.tableCaption": "{among}: кто высказался по запросу «{query}»",
  "voices.tableMember": "Член",
  "voices.tableStatus": "Статус",
  "voices.tableStatements": "Соответствующие заявления",
  "voices.tableFirst": "Первое",
  "voices.tableLast": "Последнее",
  "voices.lastBefore": "Последнее до периода: {date}",
  "voices.tableCoverage": "Что у нас есть",
  "voices.noneBefore": "До периода — нет",
  "voices.notApplicable": "Не применимо",
  "voices.coverageAll":
    "{count, plural, one {У нас # заявление за период} few {У нас # заявления за период} many {У нас # заявлений за период} other {У нас # заявления за период}}",
  "voices.coverageOther":
    "{count, plural, one {У нас # другое заявление за период} few {У нас # других заявления за период} many {У нас # других заявлений за период} other {У нас # другого заявления за период}}",
  "voices.coverageSource": "Рабочий источник, успешно собранный",
  "voices.coverageNone": "Нет заявлений за период и нет рабочего источника",
  "voices.memberFrom": "Член с {date}",
  "voices.memberUntil": "Член до {date}",
  "voices.memberBetween": "Член с {from} по {until}",
  "voices.statusSpoke": "Высказался",
  "voices.statusSilent": "Промолчал",
  "voices.statusNotCovered": "Не охвачен",
  "voices.mapSpoke":
    "{count, plural, one {Высказался: # заявление} few {Высказался: # заявления} many {Высказался: # заявлений} other {Высказался: # заявления}}",
  "voices.mapLabel": "{country}: {status}",
  "voices.legendTitle": "Высказались (заявления)",
  "voices.legendSilent":
    "Промолчал: нет соответствующих заявлений за период, хотя у нас есть другие его заявления или мы собираем его сайт",
  "voices.legendNotCovered": "Не охвачен: за период у нас нет от него ничего",
  "voices.legendNotMember": "Не член",
  "voices.csvLink": "Скачать эту таблицу (CSV)",
  "voices.briefing": "Справка:",
  "voices.briefingWord": "Word",
  "voices.briefingPdf": "PDF",

  "charts.weekRange": "{from} – {to}",
  "charts.scrollHint":
    "Сначала показаны последние периоды: прокрутите график в сторону, чтобы увидеть более ранние.",
  "charts.keyboardHint":
    "{title}. Используйте клавиши со стрелками, чтобы прочитать данные за каждый период.",
  "charts.download": "Скачать",
  "charts.downloadsLabel": "Скачать «{chart}»",
  "charts.dataCsv": "Данные (CSV)",
  "charts.downloadFailed": "Не удалось создать файл в этом браузере.",

  "analyticsTool.title": "Инструмент анализа",
  "analyticsTool.lead":
    "Выберите термины, страны, группы и период и следите за заявлениями день за днем в календаре.",
  "analyticsTool.terms": "Термины",
  "analyticsTool.termsHint":
    "Ваш запрос — ключевое слово в поле вверху страницы. Добавьте до четырёх других терминов для сравнения:",
  "analyticsTool.compareLabel": "Сравнить с (термин {n})",
  "analyticsTool.intervalLabel": "Интервал",
  "analyticsTool.intervalAuto": "С учетом периода",
  "analyticsTool.submit": "Построить",
  "analyticsTool.timelineTitle": "Заявления по периодам",
  "analyticsTool.calendarTitle": "День за днем",
  "analyticsTool.calendarCaption":
    "Заявления по дням за {month}. Каждый день ведет к результатам поиска за этот день.",
  "analyticsTool.dayItem": "{label}: {count, number}",
  "analyticsTool.monthItem":
    "{label}: {count, plural, one {# заявление, датированное с точностью до месяца} few {# заявления, датированных с точностью до месяца} many {# заявлений, датированных с точностью до месяца} other {# заявления, датированного с точностью до месяца}}",
  "analyticsTool.calendarEmpty": "В этом месяце нет заявлений по запросу.",
  "analyticsTool.calendarEmptyDated":
    "Ни одно подходящее заявление этого месяца не датировано с точностью до дня или месяца.",
  "analyticsTool.yearDated":
    "«{label}»: {count, plural, one {# заявление датировано только годом ({year}): оно учитывается отдельно и не показано в календаре.} few {# заявления датированы только годом ({year}): они учитываются отдельно и не показаны в календаре.} many {# заявлений датированы только годом ({year}): они учитываются отдельно и не показаны в календаре.} other {# заявления датированы только годом ({year}): они учитываются отдельно и не показаны в календаре.}}",
  "analyticsTool.yearDatedLink":
    "{count, plural, one {Посмотреть его} few {Посмотреть их} many {Посмотреть их} other {Посмотреть их}}",

  "coverage.title": "Охват",
  "coverage.lead":
    "Какие страны охватывает {product} и насколько свежи их заявления. Источники — это официальные сайты министерств иностранных дел и дипломатических представительств, которые обходит наш поисковый робот; заявления могут поступать и из импортированных корпусов, например корпуса общих прений ООН, поэтому у страны могут быть заявления и без источника.",
  "coverage.figures": "Охват в цифрах",
  "coverage.memberStatesWithSources":
    "{count, plural, one {У # из {total} государств-членов есть хотя бы один источник} few {У # из {total} государств-членов есть хотя бы один источник} many {У # из {total} государств-членов есть хотя бы один источник} other {У # из {total} государств-членов есть хотя бы один источник}}",
  "coverage.memberStatesWithStatements":
    "{count, plural, one {У # из {total} государств-членов есть хотя бы одно заявление} few {У # из {total} государств-членов есть хотя бы одно заявление} many {У # из {total} государств-членов есть хотя бы одно заявление} other {У # из {total} государств-членов есть хотя бы одно заявление}}",
  "coverage.statements":
    "{count, plural, =0 {В индексе пока нет заявлений} one {# заявление в индексе} few {# заявления в индексе} many {# заявлений в индексе} other {# заявления в индексе}}",
  "coverage.sources":
    "{count, plural, =0 {В реестре пока нет источников} one {# источник в реестре (используется: {enabled})} few {# источника в реестре (используется: {enabled})} many {# источников в реестре (используется: {enabled})} other {# источника в реестре (используется: {enabled})}}",
  "coverage.note":
    "Время обхода указано по UTC. Если у заявления известен только год или месяц, показан только он.",
  "coverage.tableCaption":
    "{group}: источники, последний обход, самое новое заявление и число заявлений по странам",
  "coverage.columnCountry": "Страна",
  "coverage.columnSources": "Источники",
  "coverage.columnLastCrawl": "Последний обход (UTC)",
  "coverage.columnNewest": "Самое новое заявление",
  "coverage.columnStatements": "Заявления",
  "coverage.never": "никогда",
  "coverage.none": "нет",
  "coverage.sourcesDisabled": "отключено: {disabled}",
  "coverage.lastSuccess": "последний успешный обход: {date}",
  "coverage.noSuccess": "успешных обходов пока не было",
  "coverage.formerState": "бывшее государство",
  "coverage.groupEmpty": "Ни у одного члена этой группы пока нет источников или заявлений.",
  "coverage.unavailable": "Данные об охвате сейчас недоступны. Повторите попытку через несколько минут.",

  "coverage.sourcesLink": "Состояние каждого источника (для операторов)",
  "sourceHealth.title": "Состояние источников",
  "sourceHealth.lead":
    "Для операторов: каждый источник, который читает краулер, работает ли он ещё и что изменилось, когда он перестал работать. Страница только для чтения: источники исправляются в командной строке (команда sources check показывает, что находит каждый селектор источника).",
  "sourceHealth.totals":
    "{count, plural, =0 {В реестре пока нет источников} one {# источник, требуют внимания: {flagged}} few {# источника, требуют внимания: {flagged}} many {# источников, требуют внимания: {flagged}} other {# источника, требуют внимания: {flagged}}}",
  "sourceHealth.filter": "Фильтр по состоянию",
  "sourceHealth.filterAll": "Все",
  "sourceHealth.filterFlagged": "Требуют внимания",
  "sourceHealth.filterCount": "{label} ({number})",
  "sourceHealth.flag.failing": "Сбой",
  "sourceHealth.flag.script-errors": "Ошибки скриптов",
  "sourceHealth.flag.selectors-broken": "Селекторы ничего не находят",
  "sourceHealth.flag.stale": "Нет новых публикаций",
  "sourceHealth.flag.ok": "Работает",
  "sourceHealth.flag.not-crawled": "Ещё не обходился",
  "sourceHealth.flag.disabled": "Отключён",
  "sourceHealth.note":
    "Время указано в UTC. Сбой: последний обход не смог прочитать ленту или список. Ошибки скриптов: скрипты его страниц, открытых в браузере, выдали ошибки при последнем обходе (страницы могут показывать меньше, чем публикует сайт). Селекторы ничего не находят: последние обходы не нашли ни одной записи там, где прежние находили. Нет новых публикаций: нового заявления нет дольше, чем допускает обычный ритм источника (втрое дольше обычного интервала между двумя заявлениями и не меньше десяти дней).",
  "sourceHealth.tableCaption": "Источники обхода и их состояние; сначала требующие внимания",
  "sourceHealth.columnCountry": "Страна",
  "sourceHealth.columnSource": "Источник",
  "sourceHealth.columnKind": "Тип",
  "sourceHealth.columnCrawled": "Обходится",
  "sourceHealth.columnHealth": "Состояние",
  "sourceHealth.columnLastGood": "Последнее успешное чтение (UTC)",
  "sourceHealth.columnLastBad": "Последнее неудачное чтение (UTC)",
  "sourceHealth.columnChange": "Что изменилось",
  "sourceHealth.kind.rss": "Лента RSS или Atom",
  "sourceHealth.kind.html": "Список на сайте",
  "sourceHealth.kind.sitemap": "Карта сайта (sitemap)",
  "sourceHealth.kind.json": "Лента JSON",
  "sourceHealth.kind.pdf": "Список PDF",
  "sourceHealth.rendered": "отображается в браузере (JavaScript)",
  "sourceHealth.yes": "Да",
  "sourceHealth.no": "Нет",
  "sourceHealth.entries": "{count, plural, one {# запись} few {# записи} many {# записей} other {# записи}}",
  "sourceHealth.http": "HTTP {status}",
  "sourceHealth.noEntries": "записей не найдено",
  "sourceHealth.change.http":
    "HTTP {status} с {date} ({count, plural, one {# обход} few {# обхода} many {# обходов} other {# обхода}})",
  "sourceHealth.change.failing":
    "{reason} с {date} ({count, plural, one {# обход} few {# обхода} many {# обходов} other {# обхода}})",
  "sourceHealth.change.itemsFell":
    "Число записей за обход упало с {from} до 0 {date} (с тех пор {count, plural, one {# обход} few {# обхода} many {# обходов} other {# обхода}})",
  "sourceHealth.change.scriptErrors": "скрипты его страниц выдали ошибки при обходе {date}: {errors}",
  "sourceHealth.change.neverFound":
    "Ни один обход не нашёл записей с {date} ({count, plural, one {# обход} few {# обхода} many {# обходов} other {# обхода}})",
  "sourceHealth.change.silent":
    "Нет новых заявлений уже {count, plural, one {# день} few {# дня} many {# дней} other {# дня}} (последнее: {date})",
  "sourceHealth.change.usual":
    "обычно одно заявление в {count, plural, one {# день} few {# дня} many {# дней} other {# дня}}",
  "sourceHealth.change.silentAndUsual": "{silent}; {usual}",
  "sourceHealth.empty": "Сейчас нет источников в этом состоянии.",
  "sourceHealth.unavailable":
    "Состояние источников сейчас недоступно. Повторите попытку через несколько минут.",

  "articles.title": "Статьи",
  "articles.lead": "Руководства по поиску и чтению официальных заявлений с помощью {product}.",
  "articles.published": "Опубликовано {date}",
  "articles.empty": "На этом языке статьи пока не опубликованы.",
  "articles.backToList": "Все статьи",

  "content.contactNone": "В этом экземпляре {product} контактный адрес пока не указан.",
  "content.contactEmail": "Пишите нам по адресу {email}.",
  "content.lastUpdated": "Последнее обновление: {date}",

  "calendar.navigation": "Выбор месяца",
  "calendar.previousYear": "Предыдущий год",
  "calendar.previousPeriod": "Предыдущий месяц",
  "calendar.currentPeriod": "Текущий месяц",
  "calendar.nextPeriod": "Следующий месяц",
  "calendar.nextYear": "Следующий год",
  "calendar.untitled": "Без названия",
  "calendar.caption": "{caption}, {month}",
  "calendar.itemDates": "({dates})",

  "map.disclaimer":
    "Границы и названия, показанные на этой карте, и обозначения, использованные на ней, не подразумевают их официального одобрения или признания Организацией Объединенных Наций. Пунктирная линия примерно обозначает линию контроля в Джамму и Кашмире, согласованную Индией и Пакистаном. Окончательный статус Джамму и Кашмира еще не согласован сторонами. Окончательная граница между Республикой Судан и Республикой Южный Судан еще не определена. Между правительствами Аргентины и Соединенного Королевства Великобритании и Северной Ирландии существует спор относительно суверенитета над Фолклендскими (Мальвинскими) островами.",
  "map.countryLabel":
    "{country}: {count, plural, one {# заявление} few {# заявления} many {# заявлений} other {# заявления}}",
  "map.statements":
    "{count, plural, one {# заявление} few {# заявления} many {# заявлений} other {# заявления}}",
  "map.legendTitle": "Заявления",
  "map.legendRange": "{from}–{to}",
  "map.legendOutside": "Вне первых {count}",
  "map.tableRank": "Место",
  "map.tableCountry": "Страна",
  "map.tableStatements": "Заявления",
  "map.tableOnly": "Только в таблице (организации и бывшие государства): {names}",

  "offline.title": "Нет подключения к сети",
  "offline.text":
    "Эта страница не сохранена для чтения без подключения к сети. Ранее открытые страницы и ваш отчет по-прежнему доступны.",
  "offline.retry": "Повторить попытку",

  "error.title": "Ошибка",
  "error.notFound": "Страница не найдена",
  "error.methodNotAllowed": "Эту страницу можно только открыть: она не принимает отправленные данные",
  "error.server": "На нашей стороне произошла ошибка. Повторите попытку чуть позже.",
  "error.unavailable": "Сервис запускается или перегружен. Повторите попытку чуть позже.",
  "error.unknownMiddleware": "Неизвестное промежуточное ПО {name}",
  "error.status": "Ошибка {status}",
  "error.backHome": "Вернуться на главную страницу",
  "error.errorPageFailed": "При отображении страницы ошибки произошла ошибка",
  "error.goBackHome": "Вернуться на главную",

  "footer.credits":
    "Включает корпус общих прений ООН (UN General Debate Corpus; Jankin, Baturo и Dasandi, CC0). Названия стран приводятся в соответствии с практикой ООН.",
  "footer.independent":
    "{product} — независимый поисковый инструмент. Аутентичными являются оригиналы на сайтах источников.",
  "blocTimeline.title": "Блок во времени",
  "blocTimeline.lead":
    "{bloc}: когда каждый член впервые и в последний раз высказался по теме «{query}» за период, и доля высказавшихся членов.",
  "blocTimeline.none": "{bloc}: ни один член не высказался по этой теме за период.",
  "blocTimeline.sortLabel": "Порядок",
  "blocTimeline.sortFirst": "Первые высказавшиеся",
  "blocTimeline.sortLast": "Последние высказавшиеся",
  "blocTimeline.sortStatements": "Больше всего заявлений",
  "blocTimeline.sortName": "Название",
  "blocTimeline.legendFirst": "Первое заявление",
  "blocTimeline.legendLast": "Последнее заявление",
  "blocTimeline.legendCoarse": "Дата известна только до месяца или года",
  "blocTimeline.shareAxis": "Доля высказавшихся членов",
  "blocTimeline.chartTitle": "{bloc}: первое и последнее заявления по теме «{query}»",
  "blocTimeline.chartDescription":
    "{bloc}: за период высказались {count} из {total} членов; каждая строка идёт от первого до последнего заявления члена, а линия внизу показывает долю высказавшихся членов.",
  "blocTimeline.tableCaption": "{bloc}: первое и последнее заявления по теме «{query}», по членам",
  "blocTimeline.member": "Член",
  "blocTimeline.first": "Первое заявление",
  "blocTimeline.last": "Последнее заявление",
  "blocTimeline.statements": "Заявления",
};
