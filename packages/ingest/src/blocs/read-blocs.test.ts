import { readFileSync } from "node:fs";
import path from "node:path";
import { BLOCS, memberOn, membersDuring } from "@communique/core";
import { describe, expect, it } from "vitest";
import { readShippedBlocs, renderBlocs } from "../../scripts/build-blocs";
import { readBlocFiles } from "./read-blocs";

const NAMES = "Fictional Bloc,Fictional Bloc,Fictional Bloc,Fictional Bloc,Fictional Bloc,Fictional Bloc";
const SHORT = "FB,FB,FB,FB,FB,FB";
const HEADER =
  "id,founded,dissolved,dates_complete,source_url,as_of,name_ar,name_zh,name_en,name_fr,name_ru,name_es,short_ar,short_zh,short_en,short_fr,short_ru,short_es";
const blocLine = (id: string, founded = "1990-05-01", extra = "") =>
  `${id},${founded},${extra},yes,https://example.org/members,2025-06-30,${NAMES},${SHORT}`;

function read(blocs: string[], memberships: string[]) {
  return readBlocFiles({
    blocs: { name: "blocs.csv", text: [HEADER, ...blocs].join("\n") },
    memberships: { name: "m.csv", text: ["bloc,country,from,until,note", ...memberships].join("\n") },
  });
}

describe("readBlocFiles", () => {
  it("loads the good lines and names each refused one with its line and reason", () => {
    const { blocs, problems } = read(
      [
        "# a comment line, left out",
        blocLine("fx-one"),
        blocLine("FX Two"),
        blocLine("fx-three", "1990-02-30"),
        `fx-four,1990,,yes,https://example.org,2025-06-30,${NAMES.replace(/^[^,]*,Fictional Bloc/, "Fictional Bloc,歐洲聯盟")},${SHORT}`,
      ],
      [
        "fx-one,FR,,,",
        "fx-one,XX,,,",
        "fx-one,DE,2001-13-01,,",
        "fx-one,IT,2004,2001,",
        "fx-one,ES,1980,,",
        "fx-one,FR,2010,,",
        "fx-nope,FR,,,",
        "fx-one,GB,1995-01-01,2020-01-31,",
        "fx-one,YU,,1992,former state",
        '"fx-one","PT",,,"a note, quoted"',
      ],
    );
    expect(problems).toEqual([
      {
        file: "blocs.csv",
        line: 4,
        reason: '"FX Two" is not a bloc id (lower-case letters, digits and hyphens)',
      },
      { file: "blocs.csv", line: 5, reason: 'founded "1990-02-30" is an impossible date' },
      {
        file: "blocs.csv",
        line: 6,
        reason: 'name_zh "歐洲聯盟" is not in Simplified script ("欧洲联盟")',
      },
      {
        file: "m.csv",
        line: 3,
        reason:
          'unknown country code "XX" (ISO 3166-1 alpha-2 of a member or observer state, or YU, CS, DD, YD)',
      },
      { file: "m.csv", line: 4, reason: 'from "2001-13-01" is an impossible date' },
      { file: "m.csv", line: 5, reason: "until 2001 is before from 2004" },
      { file: "m.csv", line: 6, reason: "from 1980 is before the bloc was founded (1990-05-01)" },
      { file: "m.csv", line: 7, reason: "FR is already a member of fx-one from 1990-05-01 until today" },
      { file: "m.csv", line: 8, reason: 'unknown bloc "fx-nope" (or its line was refused)' },
    ]);
    expect(blocs.map((bloc) => bloc.id)).toEqual(["fx-one"]);
    expect(blocs[0]!.members).toEqual([
      { country: "FR", from: null, until: null },
      { country: "GB", from: "1995-01-01", until: "2020-01-31" },
      { country: "YU", from: null, until: "1992" },
      { country: "PT", from: null, until: null },
    ]);
  });

  it("loads nothing from a file whose header lacks a column, and says which", () => {
    const { blocs, problems } = readBlocFiles({
      blocs: { name: "blocs.csv", text: "id,founded\nfx-one,1990\n" },
      memberships: { name: "m.csv", text: "" },
    });
    expect(blocs).toEqual([]);
    expect(problems[0]).toMatchObject({ file: "blocs.csv", line: 1 });
    expect(problems[0]!.reason).toContain("the header lacks dissolved, dates_complete");
    expect(problems[1]).toEqual({
      file: "m.csv",
      line: 1,
      reason: "the file is empty: it needs a header line",
    });
  });

  it("counts a statement under a bloc only while its issuer was a member", () => {
    const { blocs } = read([blocLine("fx-one")], ["fx-one,GB,1995-01-01,2020-01-31,", "fx-one,FR,,,"]);
    const bloc = blocs[0]!;
    // Dated by day, month or year: the whole date must lie in the membership ("within")…
    expect(memberOn(bloc, "GB", "2020-01-31", "2020-01-31")).toBe(true);
    expect(memberOn(bloc, "GB", "2020-02-01", "2020-02-01")).toBe(false);
    expect(memberOn(bloc, "GB", "2020-01-01", "2020-12-31")).toBe(false);
    // … or any of it, as a period's "overlap".
    expect(memberOn(bloc, "GB", "2020-01-01", "2020-12-31", "overlap")).toBe(true);
    expect(memberOn(bloc, "FR", "1990-05-01", "1990-05-01")).toBe(true);
    expect(memberOn(bloc, "FR", "1990-04-30", "1990-04-30")).toBe(false);
    expect(membersDuring(bloc, "2021-01-01", "2021-12-31")).toEqual(["FR"]);
    expect(membersDuring(bloc, "2019-01-01")).toEqual(["GB", "FR"]);
  });
});

describe("the shipped groupings", () => {
  it("load without a refused line", () => {
    expect(readShippedBlocs().problems).toEqual([]);
  });

  it("are what blocs.generated.ts holds (run packages/ingest/scripts/build-blocs.ts after a change)", () => {
    const generated = readFileSync(
      path.join(import.meta.dirname, "../../../core/src/blocs/blocs.generated.ts"),
      "utf8",
    );
    const shipped = readShippedBlocs();
    expect(generated).toBe(renderBlocs(shipped.blocs));
    expect(BLOCS.map((bloc) => bloc.id)).toEqual(shipped.blocs.map((bloc) => bloc.id));
  });
});
