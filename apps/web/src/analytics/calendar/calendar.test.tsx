import type { LanguageCode } from "@communique/core/vocabulary";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n/i18n-context";
import { MESSAGES } from "../../i18n/messages/index.server";
import { Calendar, type CalendarProps } from "./calendar";

const defaults: CalendarProps = {
  month: "2024-03",
  items: [],
  today: "2024-03-15",
  monthHref: (month) => `/en/analytics?month=${month}`,
};

function render(lang: LanguageCode, props: Partial<CalendarProps> = {}): string {
  return renderToString(
    <I18nProvider lang={lang} messages={MESSAGES[lang]} product="Communiqué">
      <Calendar {...defaults} {...props} />
    </I18nProvider>,
  );
}

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
const text = (html: string) => decode(html.replace(/<[^>]*>/g, ""));
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)];
const weekdayHeaders = (html: string) => all(html, /<th scope="col">(.*?)<\/th>/g).map((m) => text(m[1]!));
const title = (html: string) => text(/<h2[^>]*>(.*?)<\/h2>/.exec(html)![1]!);
/** The header's links: [label, href, the side its arrow points to]. */
const navigation = (html: string) =>
  all(html, /<a href="([^"]*)" class="calendar-nav-link"[^>]*>(.*?)<\/a>/g).map((m) => [
    text(m[2]!),
    decode(m[1]!),
    /calendar-icon-(left|right)/.exec(m[2]!)?.[1] ?? "none",
  ]);
const bars = (html: string) =>
  all(html, /<td colSpan="(\d)" class="calendar-lane-bar"><span class="([^"]*)">(.*?)<\/span><\/td>/g).map(
    (m) => ({ span: Number(m[1]), className: m[2]!, content: m[3]! }),
  );
const barTitle = (content: string) => text(content.replace(/<span class="visually-hidden">.*?<\/span>/, ""));

// Short weekday names (Intl, weekday "short") and long month titles in the runtime's CLDR data.
const LANGUAGE_FACTS: Record<LanguageCode, { weekdays: string[]; title: string; untitled: string }> = {
  en: {
    weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    title: "March 2024",
    untitled: "Untitled",
  },
  fr: {
    weekdays: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."],
    title: "mars 2024",
    untitled: "Sans titre",
  },
  es: {
    weekdays: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"],
    title: "marzo de 2024",
    untitled: "Sin título",
  },
  ru: {
    weekdays: ["вс", "пн", "вт", "ср", "чт", "пт", "сб"],
    title: "март 2024 г.",
    untitled: "Без названия",
  },
  zh: {
    weekdays: ["周日", "周一", "周二", "周三", "周四", "周五", "周六"],
    title: "2024年3月",
    untitled: "无标题",
  },
  // Arabic's short weekday names are its full names.
  ar: {
    weekdays: ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"],
    title: "مارس 2024",
    untitled: "بلا عنوان",
  },
};

describe.each(Object.keys(LANGUAGE_FACTS) as LanguageCode[])("the calendar in %s", (lang) => {
  const facts = LANGUAGE_FACTS[lang];

  it("heads the columns with short weekday names from Sunday", () => {
    expect(weekdayHeaders(render(lang))).toEqual(facts.weekdays);
  });

  it("titles the month in long form", () => {
    const html = render(lang);
    expect(title(html)).toBe(facts.title);
    expect(html).toContain(`<caption class="visually-hidden">${facts.title}</caption>`);
  });

  it("labels the five links in the interface language", () => {
    const labels = navigation(render(lang)).map(([label]) => label);
    const t = MESSAGES[lang];
    expect(labels).toEqual([
      t["calendar.previousYear"],
      t["calendar.previousPeriod"],
      t["calendar.currentPeriod"],
      t["calendar.nextPeriod"],
      t["calendar.nextYear"],
    ]);
  });

  it("names an untitled item in the interface language", () => {
    const html = render(lang, { items: [{ id: "x", startDate: "2024-03-05" }] });
    expect(bars(html).map((b) => barTitle(b.content))).toEqual([facts.untitled]);
  });
});

describe("the calendar's weekdays", () => {
  it("begin on the first day of the week given", () => {
    expect(weekdayHeaders(render("en", { firstDayOfWeek: 1 }))).toEqual([
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
      "Sun",
    ]);
    expect(weekdayHeaders(render("fr", { firstDayOfWeek: 6 }))[0]).toBe("sam.");
  });
});

describe("the calendar's navigation", () => {
  it("links to the previous and next year and month, and to the month containing today", () => {
    const html = render("en", { month: "2024-01", today: "2024-03-15" });
    expect(navigation(html)).toEqual([
      ["Previous year", "/en/analytics?month=2023-01", "left"],
      ["Previous month", "/en/analytics?month=2023-12", "left"],
      ["This month", "/en/analytics?month=2024-03", "none"],
      ["Next month", "/en/analytics?month=2024-02", "right"],
      ["Next year", "/en/analytics?month=2025-01", "right"],
    ]);
    expect(html).toContain('<nav aria-label="Choose the month">');
    expect(html).not.toContain('aria-current="page"');
  });

  it("points back to the right and forward to the left in Arabic", () => {
    const sides = navigation(render("ar", { month: "2024-12" })).map(([, href, side]) => [href, side]);
    expect(sides).toEqual([
      ["/en/analytics?month=2023-12", "right"],
      ["/en/analytics?month=2024-11", "right"],
      ["/en/analytics?month=2024-03", "none"],
      ["/en/analytics?month=2025-01", "left"],
      ["/en/analytics?month=2025-12", "left"],
    ]);
  });

  it("marks the current-period link as the page shown when the current month is shown", () => {
    const html = render("en");
    expect(html).toMatch(/<a href="[^"]*2024-03" class="calendar-nav-link" aria-current="page">/);
  });
});

describe("the calendar's days", () => {
  it("shows every day, the neighbouring months' days apart, and marks today", () => {
    const html = render("en");
    expect(all(html, /<td class="calendar-day[^"]*"/g)).toHaveLength(42);
    expect(all(html, /<td class="calendar-day calendar-day-outside"/g)).toHaveLength(11);
    expect(html).toContain(
      '<td class="calendar-day calendar-today" aria-current="date"><time dateTime="2024-03-15"><span aria-hidden="true">15</span><span class="visually-hidden">Friday, March 15, 2024</span></time></td>',
    );
  });

  it("are links to their results when dayHref is given, only in the month", () => {
    const html = render("fr", { dayHref: (day) => `/fr/search?date=${day}` });
    const links = all(html, /<a href="\/fr\/search\?date=([\d-]+)" class="calendar-day-link">(.*?)<\/a>/g);
    expect(links.map((m) => m[1])).toEqual(
      Array.from({ length: 31 }, (_, i) => `2024-03-${String(i + 1).padStart(2, "0")}`),
    );
    expect(text(links[3]![2]!)).toBe("4lundi 4 mars 2024");
  });

  it("are not links without dayHref", () => {
    expect(render("en")).not.toContain("calendar-day-link");
  });
});

describe("the calendar's items", () => {
  it("draw an item spanning three weeks as one bar per week, across its days", () => {
    const html = render("en", {
      items: [{ id: "summit", title: "Summit", startDate: "2024-03-07", endDate: "2024-03-19" }],
    });
    const found = bars(html);
    expect(found.map((b) => [b.span, b.className, barTitle(b.content)])).toEqual([
      [3, "calendar-bar calendar-bar-continues-after", "Summit"],
      [7, "calendar-bar calendar-bar-continues-before calendar-bar-continues-after", "Summit"],
      [3, "calendar-bar calendar-bar-continues-before", "Summit"],
    ]);
    // Each bar tells assistive technologies the item's whole period, not only its part of the week.
    // (Intl puts thin spaces around the dash.)
    expect(text(found[1]!.content).replace(/\s/g, " ")).toBe("Summit (March 7 – 19, 2024)");
  });

  it("fill the rest of a lane with empty day cells, so every row has seven columns", () => {
    const html = render("en", {
      items: [
        { id: "a", startDate: "2024-03-12", endDate: "2024-03-13" },
        { id: "b", startDate: "2024-03-13" },
      ],
    });
    const lanes = all(html, /<tr class="calendar-lane">(.*?)<\/tr>/g).map((m) => m[1]!);
    expect(lanes).toHaveLength(2);
    expect(lanes[0]!.match(/<td class="calendar-lane-gap"><\/td>/g)).toHaveLength(5);
    expect(lanes[1]!.match(/<td class="calendar-lane-gap"><\/td>/g)).toHaveLength(6);
  });

  it("carry their classes and link to their url", () => {
    const html = render("en", {
      items: [
        {
          id: "x",
          title: "Vote",
          startDate: "2024-03-05",
          classes: ["vote", "urgent"],
          url: "/en/statements/1",
        },
        { id: "y", title: "Debate", startDate: "2024-03-06", classes: "debate" },
      ],
    });
    expect(html).toContain(
      '<span class="calendar-bar vote urgent"><a href="/en/statements/1" class="calendar-bar-title" dir="auto">Vote<span',
    );
    expect(html).toContain(
      '<span class="calendar-bar debate"><span class="calendar-bar-title" dir="auto">Debate<span',
    );
  });

  it("leave no style attribute in the server's HTML, whose CSP forbids them", () => {
    const html = render("ar", {
      items: [
        { id: "x", startDate: "2024-03-05", endDate: "2024-03-12", style: "background: gold; color: black" },
      ],
      dayHref: (day) => `/ar/search?date=${day}`,
    });
    expect(bars(html)).toHaveLength(2);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toContain("gold");
  });

  it("name the invalid item in the error", () => {
    expect(() =>
      render("en", { items: [{ id: "broken", startDate: "2024-03-05", endDate: "2024-03-01" }] }),
    ).toThrow('Calendar item "broken": endDate 2024-03-01 is before startDate 2024-03-05');
  });
});

describe("the calendar's accessible name", () => {
  it("is the caption given and the month, in the interface language's punctuation", () => {
    expect(render("en", { caption: "Statements by day" })).toContain(
      '<caption class="visually-hidden">Statements by day, March 2024</caption>',
    );
    expect(render("zh", { caption: "每日声明" })).toContain(
      '<caption class="visually-hidden">每日声明，2024年3月</caption>',
    );
  });

  it("labels the calendar region by its title", () => {
    expect(render("en")).toMatch(
      /<section class="calendar" aria-labelledby="(.+?)"><div class="calendar-header"><h2 id="\1"/,
    );
  });
});
