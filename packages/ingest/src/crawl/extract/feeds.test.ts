import { describe, expect, it } from "vitest";
import { parseFeed } from "./feeds";
import { readFixture } from "./fixtures/read-fixture";
import { parseJsonFeed } from "./json-feed";
import { parseSitemap } from "./sitemaps";

describe("parseFeed", () => {
  it("reads RSS 2.0: CDATA, entities, relative links, guid permalinks, dc:date", () => {
    const feed = parseFeed(
      readFixture("feed-rss.xml"),
      "https://diplomatie.republique-fictive.example/fr/rss.xml",
    );
    expect(feed.format).toBe("rss");
    expect(feed.title).toBe("Ministère des Affaires étrangères de la République fictive — Communiqués");
    expect(feed.entries).toEqual([
      {
        url: "https://diplomatie.republique-fictive.example/fr/presse/communique-12.html",
        title: "Communiqué : situation au Pays imaginaire",
        dateText: "Tue, 12 Jan 2021 09:30:00 +0100",
        summary: "Le ministère suit avec attention l’évolution de la situation.",
      },
      {
        url: "https://diplomatie.republique-fictive.example/fr/presse/declaration-conjointe",
        title: "Déclaration conjointe & communiqué final",
        dateText: "2021-01-11",
        summary: "Texte de la déclaration conjointe .",
      },
      {
        url: "https://diplomatie.republique-fictive.example/fr/presse/bilan-2021",
        title: "2021",
        dateText: "Mon, 04 Jan 2021 08:00:00 GMT",
      },
    ]);
  });

  it("reads RSS 1.0 (RDF), falling back to rdf:about for the link", () => {
    const feed = parseFeed(readFixture("feed-rdf.xml"), "https://mid.vymyshlennaya.example/rss");
    expect(feed.format).toBe("rdf");
    expect(feed.entries.map((entry) => [entry.url, entry.title, entry.dateText])).toEqual([
      [
        "https://mid.vymyshlennaya.example/ru/news/2023-06-01-zayavlenie",
        "Заявление МИД о ситуации в Северном регионе",
        "2023-06-01T12:00:00+03:00",
      ],
      [
        "https://mid.vymyshlennaya.example/ru/news/2023-05-20",
        "Брифинг официального представителя",
        "2023-05-20",
      ],
    ]);
  });

  it("reads Atom: rel=alternate (or no rel), xml:base, published before updated", () => {
    const feed = parseFeed(readFixture("feed-atom.xml"), "https://mofa.xuni.example/atom.xml");
    expect(feed.format).toBe("atom");
    expect(feed.entries).toEqual([
      {
        url: "https://mofa.xuni.example/chn/fyrbt/202101/t20210112_1.html",
        title: "外交部发言人答记者问 北方湖泊",
        dateText: "2021-01-12T10:00:00+08:00",
        summary: "虚构共和国欢迎各方签署北方湖泊协定。",
      },
      {
        url: "https://mofa.xuni.example/eng/spokesperson/2021/0111.html",
        title: "Spokesperson's remarks",
        dateText: "2021-01-11T09:00:00Z",
      },
    ]);
  });

  it("refuses what is not a feed", () => {
    expect(() => parseFeed("<html><body>Not a feed</body></html>", "https://x.example/")).toThrow(
      /not an RSS/,
    );
  });
});

describe("parseSitemap", () => {
  it("lists a urlset's pages with their lastmod", () => {
    expect(parseSitemap(readFixture("sitemap.xml"), "https://mofa.ficticia.example/sitemap.xml")).toEqual({
      kind: "urlset",
      urls: [
        { url: "https://mofa.ficticia.example/es/comunicados/cooperacion-caribe", lastmod: "2022-11-30" },
        {
          url: "https://mofa.ficticia.example/es/comunicados/visita-oficial?id=7&lang=es",
          lastmod: "2022-11-28T18:00:00-05:00",
        },
        { url: "https://mofa.ficticia.example/es/" },
      ],
    });
  });

  it("lists a sitemap index's child sitemaps", () => {
    expect(
      parseSitemap(readFixture("sitemap-index.xml"), "https://mofa.ficticia.example/sitemap.xml"),
    ).toEqual({
      kind: "index",
      sitemaps: [
        { url: "https://mofa.ficticia.example/sitemap-comunicados.xml", lastmod: "2022-11-30" },
        { url: "https://mofa.ficticia.example/sitemap-discursos.xml" },
      ],
    });
  });
});

describe("parseJsonFeed", () => {
  it("reads JSON Feed 1.1 items: url or external_url, a title from the text when missing", () => {
    const feed = parseJsonFeed(readFixture("feed.json"), "https://mofa.khayali.example/ar/feed.json");
    expect(feed.format).toBe("json");
    expect(feed.entries).toEqual([
      {
        url: "https://mofa.khayali.example/ar/news/bayan-12",
        title: "بيان حول الوضع في المنطقة الخيالية",
        dateText: "2021-01-12T10:00:00+03:00",
        summary: "تعرب وزارة الخارجية عن قلقها.",
      },
      {
        url: "https://news.example/ar/khayali-2",
        title: "تؤكد الوزارة على أهمية الحوار واحترام القانون الدولي وسيادة الدول في كل…",
        dateText: "2021-01-11",
        summary:
          "تؤكد الوزارة على أهمية الحوار واحترام القانون الدولي وسيادة الدول في كل الظروف والأحوال الممكنة اليوم",
      },
    ]);
  });

  it("refuses JSON that is not a JSON Feed", () => {
    expect(() => parseJsonFeed('{"items": []}', "https://x.example/")).toThrow(/not a JSON Feed/);
  });
});
