import { insertHealthFixtures } from "@communique/store/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { cliDuringTests } from "../../test/cli-harness";

/** `sources list` with every state of health, over FICTIONAL sources (store's fictional-health). */

const harness = cliDuringTests("communique-cli-health-");
const cli = harness.run;

beforeAll(async () => {
  await insertHealthFixtures(harness.db.pool);
});

describe("communique sources list: health", { timeout: 60_000 }, () => {
  it("flags failing, broken and stale sources, each with what changed", async () => {
    const run = await cli(["sources", "list"]);
    expect(run.code).toBe(0);
    const lines = run.stdout.split("\n");
    const block = (id: string) => {
      const at = lines.findIndex((l) => l.startsWith(`${id} `));
      const end = lines.findIndex((l, i) => i > at && !l.startsWith("    "));
      return lines.slice(at, end);
    };
    expect(block("fx-health-failing")[0]).toMatch(/\sfailing$/);
    expect(block("fx-health-failing")).toContainEqual(
      expect.stringMatching(/^ {4}changed: HTTP 404 since \d{4}-\d\d-\d\d \(2 runs\)$/),
    );
    expect(block("fx-health-broken")[0]).toMatch(/\sselectors stopped matching$/);
    expect(block("fx-health-broken")).toContainEqual(
      expect.stringMatching(
        /^ {4}changed: entries per run fell from 20 to 0 on \d{4}-\d\d-\d\d \(2 runs since\)$/,
      ),
    );
    expect(block("fx-health-stale")[0]).toMatch(/\sstale$/);
    expect(block("fx-health-stale")).toContainEqual(
      expect.stringMatching(
        /^ {4}changed: no new statement for 41 days \(newest \d{4}-\d\d-\d\d\); usually one every 3 days$/,
      ),
    );
    expect(block("fx-health-empty")).toContainEqual(expect.stringMatching(/no entry found in any run since/));
    for (const quiet of ["fx-health-ok", "fx-health-new", "fx-health-off"]) {
      expect(block(quiet)[0]).not.toMatch(/failing|stale|selectors/);
      expect(block(quiet).some((l) => l.includes("changed:"))).toBe(false);
    }
    expect(run.stdout).toContain("7 sources, 1 disabled, 4 flagged.");
  });

  it("--json carries the assessment: flag, what changed, last good and last bad fetch", async () => {
    const run = await cli(["sources", "list", "--json"]);
    expect(run.code).toBe(0);
    const records = JSON.parse(run.stdout) as { id: string; assessment: Record<string, unknown> }[];
    const failing = records.find((r) => r.id === "fx-health-failing")!.assessment;
    expect(failing).toMatchObject({
      flag: "failing",
      change: { kind: "failing", reason: "http-error", httpStatus: 404, runs: 2 },
      lastGood: { items: 12 },
      lastBad: { reason: "http-error", message: "https://fx-health-failing.example.org/press: HTTP 404" },
    });
    expect(records.find((r) => r.id === "fx-health-ok")!.assessment).toMatchObject({
      flag: "ok",
      change: null,
      rhythm: { usualGapDays: 3 },
    });
  });
});
