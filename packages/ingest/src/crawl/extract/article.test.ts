import { describe, expect, it } from "vitest";
import { extractArticle } from "./article";
import { readFixture } from "./fixtures/read-fixture";

const NOW = new Date("2026-11-21T12:00:00Z");

describe("extractArticle: English, with meta date, broken markup and things to strip", () => {
  const url = "https://mfa.fictional-republic.example/en/statements/northern-lakes-accord?utm_source=feed";
  const article = extractArticle(readFixture("article-en.html"), url, { now: NOW });

  it("reads the headline from <h1> and the date from article:published_time", () => {
    expect(article.title).toBe("Statement on the Northern Lakes Accord");
    expect(article.titleFrom).toBe("h1");
    expect(article.published?.value).toBe("2024-03-05");
    expect(article.publishedFrom).toBe("meta");
  });

  it("keeps the statement's paragraphs as blank-line separated plain text, without menus or scripts", () => {
    const paragraphs = article.bodyText.split("\n\n");
    expect(paragraphs).toContain(
      "The Ministry of Foreign Affairs of the Fictional Republic welcomes the signature of the Northern Lakes Accord by the riparian states of the Silver Basin.",
    );
    expect(article.bodyText).toContain("use of the lakes and for the protection");
    expect(article.bodyText).not.toMatch(
      /injected|tracker|An older statement|All rights reserved|color: red/,
    );
    expect(article.bodyFrom).toBe("readability");
  });

  it("sanitizes the HTML: no script, iframe, event handler, style or javascript: URL; links made absolute", () => {
    expect(article.bodyHtml).not.toMatch(/<script|<iframe|iframe text|onclick|style=|javascript:|injected/i);
    expect(article.bodyHtml).toContain(
      'href="https://mfa.fictional-republic.example/en/treaties/lakes.html"',
    );
    expect(article.bodyHtml).toContain('href="mailto:press@mfa.fictional-republic.example"');
    expect(article.bodyHtml).toContain("A dangerous link");
  });

  it("takes the language declared by <html lang> and the same-site canonical link", () => {
    expect(article.language).toBe("en");
    expect(article.languageFrom).toBe("declared");
    expect(article.canonicalUrl).toBe(
      "https://mfa.fictional-republic.example/en/statements/northern-lakes-accord",
    );
  });
});

describe("extractArticle: French, no lang attribute, date printed under the title", () => {
  const url = "https://diplomatie.republique-fictive.example/fr/presse/communique-12.html";
  const article = extractArticle(readFixture("article-fr.html"), url, { now: NOW });

  it("detects French and reads '12 janvier 2021' near the title", () => {
    expect(article.title).toBe("Communiqué sur la situation au Pays imaginaire");
    expect(article.published?.value).toBe("2021-01-12");
    expect(article.published?.matched).toBe("12 janvier 2021");
    expect(article.publishedFrom).toBe("near-title");
    expect(article.language).toBe("fr");
    expect(article.languageFrom).toBe("detected");
  });

  it("keeps the body despite unclosed paragraphs and drops the footer", () => {
    expect(article.bodyText).toContain("Il appelle toutes les parties à la retenue et au dialogue");
    expect(article.bodyText).toContain("sous l'égide des Nations unies.");
    expect(article.bodyText).not.toContain("place de l'Exemple");
    expect(article.bodyHtml).toContain(
      'href="https://diplomatie.republique-fictive.example/fr/presse/communiques/precedent.html"',
    );
    expect(article.canonicalUrl).toBe(url);
  });
});

describe("extractArticle: Spanish, og:title and JSON-LD", () => {
  const article = extractArticle(
    readFixture("article-es.html"),
    "https://mofa.ficticia.example/es/comunicados/1",
    {
      now: NOW,
    },
  );

  it("prefers og:title over a generic <title> and reads datePublished from the @graph", () => {
    expect(article.title).toBe("Comunicado conjunto sobre cooperación en el Caribe imaginario");
    expect(article.titleFrom).toBe("og:title");
    expect(article.published?.value).toBe("2022-11-30");
    expect(article.publishedFrom).toBe("json-ld");
    expect(article.language).toBe("es");
    expect(article.bodyText).toContain("fortalecer la cooperación en materia de prevención de desastres");
  });
});

describe("extractArticle: Russian, <time datetime> after the title", () => {
  const article = extractArticle(
    readFixture("article-ru.html"),
    "https://mid.vymyshlennaya.example/ru/news/1",
    {
      now: NOW,
    },
  );

  it("takes the <time> after the headline, not the sidebar's before it", () => {
    expect(article.title).toBe("Заявление МИД Вымышленной Республики о ситуации в Северном регионе");
    expect(article.published?.value).toBe("2023-06-01");
    expect(article.publishedFrom).toBe("time-element");
    expect(article.language).toBe("ru");
    expect(article.bodyText).toContain("проявлять сдержанность");
  });
});

describe("extractArticle: Arabic, title from <title> and Arabic-Indic digits", () => {
  const article = extractArticle(
    readFixture("article-ar.html"),
    "https://mofa.khayali.example/ar/news/bayan-12",
    {
      now: NOW,
    },
  );

  it("cuts the ministry's name off <title> and reads the dateline at the start of the body", () => {
    expect(article.title).toBe("بيان حول الوضع في المنطقة الخيالية");
    expect(article.titleFrom).toBe("title");
    expect(article.published?.value).toBe("2021-01-12");
    expect(article.publishedFrom).toBe("body-start");
    expect(article.language).toBe("ar");
    expect(article.bodyText).toContain("وتؤكد الوزارة على أهمية الحوار");
  });
});

describe("extractArticle: Chinese, with the source's selectors", () => {
  const article = extractArticle(
    readFixture("article-zh.html"),
    "https://mofa.xuni.example/chn/fyrbt/1.html",
    {
      now: NOW,
      selectors: { title: "#title", date: '//span[has-class("time")]/text()', body: "div.TRS_Editor > p" },
    },
  );

  it("uses the title, date and body selectors", () => {
    expect(article.title).toBe("虚构共和国外交部发言人就北方湖泊协定答记者问");
    expect(article.titleFrom).toBe("selector");
    expect(article.published?.value).toBe("2021-01-12");
    expect(article.publishedFrom).toBe("selector");
    expect(article.bodyFrom).toBe("selector");
    expect(article.bodyText.split("\n\n")).toHaveLength(3);
    expect(article.bodyText).not.toContain("版权所有");
    expect(article.language).toBe("zh");
    expect(article.languageFrom).toBe("declared");
  });
});

describe("extractArticle: edge cases", () => {
  const url = "https://mfa.fictional.example/en/news/7";

  it("lets the text overrule a template's wrong lang declaration", () => {
    const html = `<html lang="en"><body><h1>Заявление</h1><p>Министерство иностранных дел выражает серьёзную озабоченность в связи с развитием ситуации, которая была бы опасной.</p></body></html>`;
    const article = extractArticle(html, url, { now: NOW });
    expect(article.language).toBe("ru");
    expect(article.languageFrom).toBe("detected");
  });

  it("uses the source's language when the page declares none and the text is too short to tell", () => {
    const article = extractArticle("<h1>OK</h1><p>Ok.</p>", url, { now: NOW, language: "fr" });
    expect(article.language).toBe("fr");
    expect(article.languageFrom).toBe("source");
  });

  it("refuses a future date and says so", () => {
    const html = `<html lang="en"><head><meta property="article:published_time" content="2031-01-01"></head><body><h1>Soon</h1><p>Nothing dated here.</p></body></html>`;
    const article = extractArticle(html, url, { now: NOW });
    expect(article.published).toBeUndefined();
    expect(article.dateFailure).toBe("future");
  });

  it("reads numeric dates with the source's order", () => {
    const html = `<html lang="en"><body><h1>Statement</h1><p class="d">03/04/2021</p><p>Text of the statement.</p></body></html>`;
    expect(extractArticle(html, url, { now: NOW, numericOrder: "month-first" }).published?.value).toBe(
      "2021-03-04",
    );
    expect(extractArticle(html, url, { now: NOW, numericOrder: "day-first" }).published?.value).toBe(
      "2021-04-03",
    );
    expect(extractArticle(html, url, { now: NOW }).dateFailure).toBe("ambiguous");
  });

  it("ignores a canonical link to another site or to the site's root", () => {
    const other = `<link rel="canonical" href="https://aggregator.example/copy/7"><h1>T</h1>`;
    const root = `<link rel="canonical" href="/"><h1>T</h1>`;
    expect(extractArticle(other, url, { now: NOW }).canonicalUrl).toBe(url);
    expect(extractArticle(root, url, { now: NOW }).canonicalUrl).toBe(url);
  });

  it("falls back to the largest block of text when Readability finds nothing", () => {
    const html = `<div><a href="/">Home</a></div><div>Short statement text, under a hundred characters.</div>`;
    const article = extractArticle(html, url, { now: NOW });
    expect(article.bodyText).toBe("Short statement text, under a hundred characters.");
    expect(article.bodyFrom).toBe("largest-block");
  });
});

describe("extractArticle: headings, lists and paragraphs kept as the body's structure", () => {
  const html = `<!doctype html><html lang="en"><head><title>Fictional statement on lighthouses</title></head>
<body><nav><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li></ul></nav>
<main><article>
<h1>Fictional statement on lighthouses</h1>
<p>The Ministry of Foreign Affairs of the Fictional Republic of Verdania announces a programme for the
lighthouses of its coast, in cooperation with the fictional harbour authorities of Solmaris.</p>
<h2>Fictional <em>priorities</em></h2>
<p>The programme has three fictional priorities, agreed with the coastal communities:<br>they are these.</p>
<ul>
  <li>repainting the <b>lighthouses</b> of the northern coast;</li>
  <li>training keepers<ul><li>in first aid;</li><li>in radio;</li></ul></li>
  <li>opening two lighthouses to visitors.</li>
</ul>
<h3>Fictional timetable</h3>
<ol start="3"><li>Tenders in spring.</li><li>Works in summer.</li></ol>
<ul><li>A list of one fictional item is a paragraph.</li></ul>
<p>The ministry will report on the fictional programme at the end of the year.<script>var injected = 1;</script></p>
</article></main><footer>All rights reserved</footer></body></html>`;
  const article = extractArticle(html, "https://mfa.verdania.example/en/lighthouses", { now: NOW });

  it("writes headings as '## ' lines, lists as '- ' and '1. ' lines, paragraphs between blank lines", () => {
    expect(article.title).toBe("Fictional statement on lighthouses");
    expect(article.bodyText.split("\n\n")).toEqual([
      "The Ministry of Foreign Affairs of the Fictional Republic of Verdania announces a programme for the lighthouses of its coast, in cooperation with the fictional harbour authorities of Solmaris.",
      "## Fictional priorities",
      "The programme has three fictional priorities, agreed with the coastal communities:\nthey are these.",
      "- repainting the lighthouses of the northern coast;\n- training keepers\n- in first aid;\n- in radio;\n- opening two lighthouses to visitors.",
      "### Fictional timetable",
      "3. Tenders in spring.\n4. Works in summer.",
      "A list of one fictional item is a paragraph.",
      "The ministry will report on the fictional programme at the end of the year.",
    ]);
  });

  it("keeps the sanitised HTML's headings and lists, without the script", () => {
    expect(article.bodyHtml).toMatch(/<h2>Fictional <em>priorities<\/em><\/h2>/);
    expect(article.bodyHtml).toMatch(/<ol[^>]*><li>Tenders in spring\.<\/li>/);
    expect(article.bodyHtml).not.toMatch(/script|injected/);
  });
});
