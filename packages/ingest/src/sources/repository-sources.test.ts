import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadRepositorySources } from "./repository-sources";

const REPOSITORY_SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../sources");

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "communique-sources-"));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** All FICTIONAL (example.org). */
const fictional = (id: string) => ({ id, country: "FR", kind: "rss", url: `https://${id}.example.org/rss` });

describe("loadRepositorySources", () => {
  it("loads the repository's sources/ folder without a rejection; its fictional example stays disabled", async () => {
    const { sources, rejected } = await loadRepositorySources(REPOSITORY_SOURCES);
    expect(rejected).toEqual([]);
    expect(sources.find((s) => s.id === "example-fictional-ministry")).toMatchObject({
      url: "https://ministry.example.org/communiques",
      enabled: false,
      origin: "repository",
      scheduleMinutes: 120,
    });
  });

  it("reads every .json file in name order, reports bad entries with their file, refuses an id twice", async () => {
    await writeFile(path.join(dir, "a.json"), JSON.stringify([fictional("fx-a"), fictional("fx-b")]));
    await writeFile(
      path.join(dir, "b.json"),
      JSON.stringify([fictional("fx-a"), { ...fictional("fx-c"), kind: "x" }]),
    );
    await writeFile(path.join(dir, "c.json"), JSON.stringify(fictional("fx-d")));
    await writeFile(path.join(dir, "d.json"), "{");
    await writeFile(path.join(dir, "README.md"), "# not a source file");
    const { sources, rejected } = await loadRepositorySources(dir);
    expect(sources.map((s) => s.id)).toEqual(["fx-a", "fx-b", "fx-d"]);
    expect(rejected.map((r) => [r.file, r.index, r.id])).toEqual([
      ["b.json", 0, "fx-a"],
      ["b.json", 1, "fx-c"],
      ["d.json", 0, undefined],
    ]);
    expect(rejected[0]!.reasons).toEqual(["id: already defined earlier"]);
  });
});
