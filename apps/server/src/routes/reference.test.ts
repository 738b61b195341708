import { countryName, groupName, LANGUAGE_CODES } from "@communique/core";
import { BlocSchema, CountrySchema, GroupSchema } from "@communique/core/contract";
import { describe, expect, it } from "vitest";
import { serveDuringTests } from "../../test/test-server";

const GROUP_ORDER = [
  "african",
  "asia-pacific",
  "latin-american-caribbean",
  "western-european-other",
  "eastern-european",
  "non-member",
  "igo",
];

const served = serveDuringTests();

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(`${served.base}${path}`);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  return JSON.parse(text);
}

const countries = async (lang: string) =>
  CountrySchema.array().parse(await getJson(`/api/countries?lang=${lang}`));
const groups = async (lang: string) => GroupSchema.array().parse(await getJson(`/api/groups?lang=${lang}`));

describe("GET /api/countries", () => {
  it("lists every member state once, with observers, organisations and former states", async () => {
    const list = await countries("en");
    expect(list.length).toBeGreaterThanOrEqual(201);
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
    const count = (kind: string) => list.filter((c) => c.kind === kind).length;
    expect(count("member")).toBe(193);
    expect(count("observer")).toBe(2);
    expect(count("organization")).toBeGreaterThanOrEqual(6);
    expect(count("former")).toBeGreaterThanOrEqual(4);
    expect(list.find((c) => c.code === "FR")).toEqual({
      code: "FR",
      name: "France",
      group: "western-european-other",
      kind: "member",
      iso3: "FRA",
      names: expect.objectContaining({ en: "France", zh: "法国", ar: "فرنسا" }),
      aliases: expect.any(Array),
      capitals: [],
    });
    // The finder's names come from the gazetteer too (issue 36): "UK" is the United Kingdom.
    const uk = list.find((c) => c.code === "GB");
    expect(uk?.aliases).toEqual(expect.arrayContaining(["UK", "Britain", "英国", "Великобритания"]));
    expect(list.find((c) => c.code === "US")?.capitals).toEqual(["US"]);
    expect(list.find((c) => c.code === "eu")).toMatchObject({
      kind: "organization",
      group: "igo",
      iso3: null,
    });
    expect(list.find((c) => c.code === "VA")).toMatchObject({ kind: "observer", group: "non-member" });
  });

  it.each(LANGUAGE_CODES)("names and sorts by name in lang=%s", async (lang) => {
    const list = await countries(lang);
    for (const country of list) expect(country.name).toBe(countryName(country.code, lang));
    const collator = new Intl.Collator(lang);
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it("uses the UN names of the language", async () => {
    const named = async (lang: string, code: string) =>
      (await countries(lang)).find((c) => c.code === code)?.name;
    expect(await named("fr", "EG")).toBe("Égypte");
    expect(await named("ar", "EG")).toBe("مصر");
    expect(await named("es", "DE")).toBe("Alemania");
    const fr = (await countries("fr")).map((c) => c.code);
    // Collated, not byte-ordered: Égypte comes before France, not after Zimbabwe.
    expect(fr.indexOf("EG")).toBeLessThan(fr.indexOf("FR"));
  });

  it("answers 400 to an unknown lang", async () => {
    const response = await fetch(`${served.base}/api/countries?lang=de`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "invalid_parameter", message: expect.stringMatching(/^lang: /) },
    });
  });
});

describe("GET /api/groups", () => {
  it.each(LANGUAGE_CODES)("lists the seven groups in order, named in lang=%s", async (lang) => {
    const list = await groups(lang);
    expect(list.map((g) => g.slug)).toEqual(GROUP_ORDER);
    for (const group of list) expect(group.name).toBe(groupName(group.slug, lang));
  });

  it("counts the countries of each group", async () => {
    const list = await groups("en");
    const all = await countries("en");
    for (const group of list) expect(group.countries).toBe(all.filter((c) => c.group === group.slug).length);
    expect(list.reduce((sum, g) => sum + g.countries, 0)).toBe(all.length);
    expect(list.find((g) => g.slug === "african")).toEqual({
      slug: "african",
      name: "African States",
      countries: 54,
    });
    expect(list.find((g) => g.slug === "igo")?.countries).toBeGreaterThanOrEqual(6);
  });

  it("answers 400 to an unknown lang", async () => {
    const response = await fetch(`${served.base}/api/groups?lang=xx`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "invalid_parameter", message: expect.stringMatching(/^lang: /) },
    });
  });
});

describe("GET /api/blocs", () => {
  it("lists the blocs with their names in the asked language and every period of membership", async () => {
    const list = BlocSchema.array().parse(await getJson("/api/blocs?lang=zh"));
    expect(list.length).toBeGreaterThanOrEqual(30);
    const eu = list.find((b) => b.id === "eu")!;
    expect(eu).toMatchObject({ name: "欧洲联盟", shortName: "欧盟", datesComplete: true });
    expect(eu.sourceUrl).toMatch(/^https:\/\//);
    // Left on 31 January 2020: listed among the periods, not among today's members.
    expect(eu.memberships.find((m) => m.code === "GB")).toMatchObject({
      from: "1973-01-01",
      until: "2020-01-31",
    });
    expect(eu.members).toBe(eu.memberships.filter((m) => m.until === null).length);
    const au = list.find((b) => b.id === "african-union")!;
    expect(au.members).toBe(54);
  });
});

describe("an unknown bloc", () => {
  it("is a 400 that lists the known blocs, as a filter and as a lens", async () => {
    for (const path of ["/api/search?q=peace&bloc=nope", "/api/analytics/silences?q=peace&among=nope"]) {
      const response = await fetch(`${served.base}${path}`);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code, path).toBe("unknown_bloc");
      expect(body.error.message, path).toContain('"nope"');
      expect(body.error.message, path).toContain("african-union");
      expect(body.error.message, path).toContain("brics");
    }
  });
});

describe("a lens that is missing or too long", () => {
  it("is a 400 that says what `among` takes", async () => {
    for (const [path, says] of [
      ["/api/analytics/silences?q=peace", "among: required: the id of a bloc"],
      [`/api/analytics/silences?q=peace&among=${"a".repeat(101)}`, "among: at most 100 characters"],
    ] as const) {
      const response = await fetch(`${served.base}${path}`);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.message, path).toContain(says);
    }
  });
});
