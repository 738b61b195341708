import type { Messages } from "./en";

export const ar: Messages = {
  "meta.description":
    "ابحث في النشرات الصحفية والبيانات الرسمية الصادرة عن الدول الأعضاء في الأمم المتحدة البالغ عددها 193 دولة والدول المراقبة والمنظمات الحكومية الدولية، بالإسبانية والإنكليزية والروسية والصينية والعربية والفرنسية.",
  "meta.tagline": "البيانات الرسمية للدول الأعضاء في الأمم المتحدة، قابلة للبحث بست لغات",

  "a11y.skipToContent": "الانتقال إلى المحتوى الرئيسي",
  "a11y.mainNavigation": "القائمة الرئيسية",
  "a11y.footerNavigation": "عن {product}",
  "a11y.languageSwitcher": "لغة الواجهة",
  "a11y.homeLink": "{product}، الصفحة الرئيسية",
  "a11y.pageLoading": "جارٍ تحميل الصفحة…",
  "a11y.pageLoaded": "{title}",

  "nav.home": "الرئيسية",
  "nav.search": "البحث",
  "nav.analytics": "التحليلات",
  "nav.analyticsTool": "أداة التحليل",
  "nav.report": "التقرير",
  "nav.about": "حول",
  "nav.methodology": "المنهجية",
  "nav.articles": "مقالات",
  "nav.privacyPolicy": "سياسة الخصوصية",
  "nav.contact": "اتصل بنا",
  "nav.disclaimer": "إخلاء المسؤولية",
  "nav.partners": "الشركاء",
  "nav.apiDocs": "API",

  "connectivity.offline": "أنت غير متصل بالإنترنت. لا تزال الصفحات التي فتحتها من قبل متاحة.",
  "connectivity.online": "عاد الاتصال بالإنترنت.",

  "searchBox.label": "ابحث في البيانات حسب الموضوع أو البلد",
  "searchBox.placeholder": "موضوع أو بلد، مثل: المناخ، السودان",
  "searchBox.submit": "بحث",
  "searchBox.suggestions": "البلدان",
  "searchBox.countrySuggestion": "البيانات الصادرة عن {country}",

  "advanced.title": "البحث المتقدم",
  "advanced.all": "كل هذه الكلمات",
  "advanced.allHint": "يجب أن ترد كل كلمة، بأي صيغة كانت.",
  "advanced.exact": "هذه الكلمات بالضبط",
  "advanced.exactHint": "الكلمات متتالية وبهذا الترتيب.",
  "advanced.any": "أيٌّ من هذه الكلمات",
  "advanced.anyHint": "كلمة واحدة على الأقل من هذه الكلمات.",
  "advanced.none": "لا شيء من هذه الكلمات",
  "advanced.noneHint": "تُستبعد البيانات التي ترد فيها أي كلمة من هذه الكلمات.",
  "advanced.translation": "لغة البحث",
  "advanced.keepLanguage": "الإبقاء على لغة البحث",
  "advanced.addTranslation": "إضافة ترجمة لنص البحث",

  "home.title": "ماذا قالت الدول؟",
  "home.lead":
    "يبحث {product} في النشرات الصحفية والبيانات الرسمية الصادرة عن الدول الأعضاء في الأمم المتحدة البالغ عددها 193 دولة والدول المراقبة والمنظمات الحكومية الدولية، باللغات الرسمية الست للأمم المتحدة.",
  "home.statementsIndexed":
    "{count, plural, =0 {لم تُفهرس أي بيانات بعد} zero {لا توجد بيانات مفهرسة} one {بيان واحد مفهرس} two {بيانان مفهرسان} few {# بيانات مفهرسة} many {# بيانًا مفهرسًا} other {# بيان مفهرس}}",
  "home.memberStatesCovered":
    "{count, plural, zero {# دولة عضو مشمولة} one {دولة عضو واحدة مشمولة} two {دولتان عضوان مشمولتان} few {# دول أعضاء مشمولة} many {# دولة عضوًا مشمولة} other {# دولة عضو مشمولة}} من أصل {total}",
  "home.figures": "الفهرس بالأرقام",
  "home.statsUnavailable": "الأرقام غير متاحة حاليًا.",
  "home.explore": "استكشف",
  "home.exploreSearch": "ابحث حسب الموضوع أو البلد، وصفِّ النتائج حسب المجموعة والفترة، ورتّبها.",
  "home.exploreAnalytics": "اطّلع على مدى تواتر تناول الدول لموضوع ما على مر الزمن، وأين.",
  "home.exploreReport": "اجمع البيانات في تقرير لطباعته وتنزيله ومشاركته.",

  "search.title": "البحث",
  "search.titleWithQuery": "«{query}»: البحث",
  "search.heading": "نتائج البحث",
  "search.prompt": "اكتب موضوعًا أو بلدًا في مربع البحث للعثور على البيانات.",
  "search.total":
    "{count, plural, =0 {لا توجد بيانات} zero {# بيان} one {بيان واحد} two {بيانان} few {# بيانات} many {# بيانًا} other {# بيان}}",
  "search.noResults.title": "لم يُعثر على نتائج",
  "search.noResults.text": "يبدو أنه لا توجد نتائج مطابقة لبحثك.",
  "search.errorQueryTooLong": "نص البحث طويل جدًا: استخدم 1000 حرف على الأكثر.",
  "search.errorTooManyTerms": "يحتوي البحث على عدد كبير جدًا من الكلمات: استخدم 32 كلمة على الأكثر.",
  "search.errorStopWordsOnly":
    "لا يحتوي البحث إلا على كلمات شائعة جدًا (مثل «في» أو «من»)، وهي كلمات تطابق جميع البيانات تقريبًا. أضف كلمة أكثر تحديدًا.",
  "search.errorInvalid": "تعذّر فهم جزء من البحث. تحقق من عوامل التصفية وحاول مرة أخرى.",
  "search.unavailable": "البحث غير متاح حاليًا. يُرجى المحاولة مرة أخرى بعد بضع دقائق.",
  "search.originalLink": "النص الأصلي على موقع الجهة المُصدِرة",
  "search.errorPageTooDeep": "لا يمكن تصفح سوى أول 10000 نتيجة. ضيِّق نطاق البحث أو صدِّر نتائجه.",
  "search.resultMeta": "{country} · {date} · {language}",

  "filters.title": "عوامل التصفية",
  "filters.period": "الفترة",
  "filters.resetDate": "إعادة تعيين تصفية التاريخ",
  "filters.today": "اليوم",
  "filters.yesterday": "أمس",
  "filters.past3Days": "آخر 3 أيام",
  "filters.pastWeek": "آخر أسبوع",
  "filters.pastMonth": "آخر شهر",
  "filters.pastYear": "آخر سنة",
  "filters.past2Years": "آخر سنتين",
  "filters.customRange": "نطاق مخصص",
  "filters.from": "من",
  "filters.to": "إلى",
  "filters.groups": "المجموعات",
  "filters.countries": "البلد المُصدِر",
  "filters.findCountry": "البحث عن بلد",
  "filters.language": "اللغة",
  "filters.apply": "تطبيق عوامل التصفية",
  "filters.active": "عوامل التصفية المطبقة",
  "filters.remove": "إزالة عامل التصفية: {label}",
  "filters.clearAll": "مسح جميع عوامل التصفية",

  "sort.label": "الترتيب حسب",
  "sort.recent": "الأحدث",
  "sort.oldest": "الأقدم",
  "sort.country": "البلدان أبجديًا",
  "sort.relevance": "الصلة",
  "sort.apply": "ترتيب",

  "results.loading": "جارٍ تحميل النتائج…",
  "results.loadMore": "تحميل مزيد من النتائج",
  "results.loadingMore": "جارٍ تحميل مزيد من النتائج…",
  "results.loaded":
    "{count, plural, zero {لم تُحمَّل أي نتائج إضافية} one {حُمِّلت نتيجة إضافية واحدة} two {حُمِّلت نتيجتان إضافيتان} few {حُمِّلت # نتائج إضافية} many {حُمِّلت # نتيجة إضافية} other {حُمِّلت # نتيجة إضافية}}",
  "results.previousPage": "الصفحة السابقة",
  "results.end": "نهاية النتائج.",
  "results.export": "تصدير جميع النتائج:",
  "results.exportCsv": "CSV",
  "results.exportJson": "JSON",
  "results.feed": "متابعة عملية البحث هذه (موجز Atom)",

  "actions.view": "عرض",
  "actions.download": "تنزيل",
  "actions.downloadTxt": "نص (.txt)",
  "actions.downloadHtml": "صفحة ويب (.html)",
  "actions.downloadDocx": "Word (.docx)",
  "actions.print": "طباعة",
  "actions.copyLink": "نسخ الرابط",
  "actions.copied": "تم النسخ إلى الحافظة!",
  "actions.copyFailed": "تعذّر نسخ الرابط. انسخه من شريط العنوان في صفحة البيان.",
  "actions.addToReport": "إضافة إلى التقرير",
  "actions.removeFromReport": "إزالة من التقرير",

  "report.title": "التقرير",
  "report.lead":
    "يجمع تقريرك البيانات التي تضيفها من نتائج البحث. ويبقى التقرير في هذا المتصفح: لا يُرسَل أي شيء إلى خادمنا.",
  "report.loading": "جارٍ فتح تقريرك…",
  "report.count":
    "{count, plural, zero {لا توجد بيانات في تقريرك} one {بيان واحد في تقريرك} two {بيانان في تقريرك} few {# بيانات في تقريرك} many {# بيانًا في تقريرك} other {# بيان في تقريرك}}",
  "report.note": "ملاحظتك",
  "report.moveUp": "نقل إلى أعلى",
  "report.moveDown": "نقل إلى أسفل",
  "report.downloadCsv": "تنزيل CSV",
  "report.downloadJson": "تنزيل JSON",
  "report.share": "نسخ رابط للمشاركة",
  "report.clear": "إفراغ التقرير",
  "report.clearConfirm":
    "{count, plural, zero {هل تريد إفراغ تقريرك؟} one {هل تريد إزالة البيان من تقريرك؟} two {هل تريد إزالة البيانين من تقريرك؟} few {هل تريد إزالة البيانات الـ# جميعها من تقريرك؟} many {هل تريد إزالة البيانات الـ# جميعها من تقريرك؟} other {هل تريد إزالة البيانات الـ# جميعها من تقريرك؟}}",
  "report.shared.title":
    "{count, plural, zero {تمت مشاركة تقرير معك لا يتضمن أي بيانات} one {تمت مشاركة تقرير معك يتضمن بيانًا واحدًا} two {تمت مشاركة تقرير معك يتضمن بيانين} few {تمت مشاركة تقرير معك يتضمن # بيانات} many {تمت مشاركة تقرير معك يتضمن # بيانًا} other {تمت مشاركة تقرير معك يتضمن # بيان}}",
  "report.shared.missing":
    "{count, plural, zero {لم يُحذف أي بيان من بيانات الرابط.} one {بيان واحد من بيانات الرابط لم يعد موجودًا.} two {بيانان من بيانات الرابط لم يعودا موجودين.} few {# بيانات من بيانات الرابط لم تعد موجودة.} many {# بيانًا من بيانات الرابط لم تعد موجودة.} other {# بيان من بيانات الرابط لم تعد موجودة.}}",
  "report.shared.open": "فتحه بوصفه تقريري",
  "report.shared.merge": "إضافتها إلى تقريري",
  "report.empty.title": "تقريرك فارغ",
  "report.empty.text":
    "ابحث عن موضوع أو بلد، ثم اختر «إضافة إلى التقرير» في البيانات التي تريد الاحتفاظ بها.",
  "report.empty.action": "ابدأ البحث",

  "analytics.title": "التحليلات",
  "analytics.lead":
    "مدى تواتر تناول الدول لموضوع ما على مر الزمن، ومقارنته بمواضيع أخرى، وفي أي مناطق العالم، وعدد الدول التي تناولته من بين الدول الأعضاء البالغ عددها {total} دولة.",
  "analytics.prompt": "أضف كلمة مفتاحية في أعلى شريط البحث لعرض الرسم البياني",
  "analytics.sectionTrends": "الاتجاهات الدبلوماسية",
  "analytics.sectionComparison": "المقارنة عبر الزمن",
  "analytics.sectionMap": "أعلى 20 بلدًا",
  "analytics.sectionCoverage": "الدول الأعضاء التي أصدرت بيانات",
  "analytics.notYet": "يجري إعداد الرسوم البيانية الخاصة بـ«{query}» وستظهر هنا.",

  "analyticsTool.title": "أداة التحليل",
  "analyticsTool.lead": "اختر مصطلحات وبلدانًا ومجموعات وفترة زمنية، وتابع البيانات يومًا بيوم على تقويم.",

  "articles.title": "مقالات",
  "articles.lead": "أدلة للبحث في البيانات الرسمية وقراءتها باستخدام {product}.",
  "articles.published": "نُشر في {date}",
  "articles.empty": "لم تُنشر أي مقالات بهذه اللغة بعد.",
  "articles.backToList": "جميع المقالات",

  "content.contactNone": "لم تنشر هذه النسخة من {product} عنوانًا للتواصل بعد.",
  "content.contactEmail": "راسلنا على {email}.",
  "content.lastUpdated": "آخر تحديث: {date}",

  "map.disclaimer":
    "إن الحدود والأسماء المبينة والتسميات المستخدمة في هذه الخريطة لا تعني إقرارها أو قبولها رسميًا من جانب الأمم المتحدة. ويمثل الخط المنقط على وجه التقريب خط المراقبة في جامو وكشمير المتفق عليه بين الهند وباكستان. ولم يتفق الطرفان بعد على الوضع النهائي لجامو وكشمير. ولم يُحدَّد بعد الخط الحدودي النهائي بين جمهورية السودان وجمهورية جنوب السودان. ويوجد نزاع بين حكومتي الأرجنتين والمملكة المتحدة لبريطانيا العظمى وآيرلندا الشمالية بشأن السيادة على جزر فوكلاند (مالفيناس).",

  "offline.title": "أنت غير متصل بالإنترنت",
  "offline.text": "لم تُحفظ هذه الصفحة للقراءة دون اتصال. ولا تزال الصفحات التي فتحتها من قبل وتقريرك متاحة.",
  "offline.retry": "إعادة المحاولة",

  "error.title": "خطأ",
  "error.notFound": "تعذّر العثور على هذه الصفحة",
  "error.server": "حدث خطأ من جانبنا. يُرجى المحاولة مرة أخرى بعد قليل.",
  "error.unknownMiddleware": "برمجية وسيطة غير معروفة {name}",
  "error.status": "الخطأ {status}",
  "error.backHome": "العودة إلى الصفحة الرئيسية",
  "error.errorPageFailed": "حدث خطأ أثناء عرض صفحة الخطأ",
  "error.goBackHome": "العودة إلى الرئيسية",

  "footer.credits":
    "يتضمن مدوّنة المناقشات العامة للأمم المتحدة (UN General Debate Corpus؛ Jankin وBaturo وDasandi، CC0). وتتبع أسماء البلدان الاستخدام المعتمد في الأمم المتحدة.",
  "footer.independent":
    "{product} أداة بحث مستقلة. والنصوص الأصلية المنشورة على مواقع الجهات المُصدِرة هي النصوص المعتمدة.",
};
