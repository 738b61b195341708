/**
 * Web speed (issue 3): JavaScript shipped by the home page (gzipped bytes over the wire), and
 * largest contentful paint of home, about and search under mobile throttling in Debian's Chromium.
 *   npm run bench:web [-- --runs 7 --no-record]
 * Throttling follows Lighthouse's mobile defaults: 4x CPU slowdown, 150 ms RTT, 1.6 Mbit/s down,
 * 750 kbit/s up, a 412x823 viewport at DPR 1.75; every load is cold (a fresh browser context).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { inheritedEnv } from "@communique/core/env";
import { launchChromium } from "@communique/web/testing";
import { buildWeb } from "../build-web";
import { codeVersion, measureWorkingTree, startServer } from "./bench-processes";
import { recordSection } from "./bench-report";

const JS_BUDGET_KB = 150;
const LCP_BUDGET_MS = 1500;
const PAGES = [
  ["home", "/en"],
  ["home (ar)", "/ar"],
  ["about", "/en/about"],
  ["about (ar)", "/ar/about"],
  ["search", "/en/search?q=climate+change"],
  ["search (ar)", "/ar/search?q=climate+change"],
] as const;

const { values } = parseArgs({
  options: { runs: { type: "string", default: "7" }, "no-record": { type: "boolean", default: false } },
});
const runs = Number(values.runs);

measureWorkingTree();
buildWeb();
const dataDir = await mkdtemp(path.join(os.tmpdir(), "cq-bench-web-"));
const server = await startServer(dataDir, path.join(dataDir, "server.log"));
await seed(server.base);
// The whole browser: what is measured or pictured is the page as a visitor's browser shows it.
const chromium = await launchChromium({ headlessShell: false });

try {
  const js = await homeJavaScript();
  console.log(
    `Home page JavaScript: ${js.files} files, ${(js.gzip / 1024).toFixed(1)} KB gzipped (${(js.raw / 1024).toFixed(1)} KB raw); budget ${JS_BUDGET_KB} KB`,
  );
  const rows: string[] = [];
  for (const [name, url] of PAGES) {
    const lcps: number[] = [];
    for (let i = 0; i < runs; i++) lcps.push(await largestContentfulPaint(url));
    lcps.sort((a, b) => a - b);
    const median = lcps[Math.floor(lcps.length / 2)]!;
    const worst = lcps.at(-1)!;
    const verdict = worst <= LCP_BUDGET_MS ? "PASS" : "FAIL";
    console.log(
      `${name.padEnd(12)} LCP median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms of ${runs} (${verdict})`,
    );
    rows.push(`| ${name} | \`${url}\` | ${median.toFixed(0)} | ${worst.toFixed(0)} | ${verdict} |`);
  }
  const section = [
    "## Web (`npm run bench:web`)",
    "",
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on code ${codeVersion()}; ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(2)}; ${await chromiumVersion()}.`,
    "Lighthouse's mobile throttling through the DevTools protocol (4x CPU, 150 ms RTT, 1.6 Mbit/s down), cold loads in fresh contexts, loopback server started as `npm start` does (production build, embedded PostgreSQL, a few fictional statements).",
    "",
    `Home page JavaScript: **${(js.gzip / 1024).toFixed(1)} KB gzipped** over the wire (${js.files} files, ${(js.raw / 1024).toFixed(1)} KB uncompressed); budget ${JS_BUDGET_KB} KB: ${js.gzip / 1024 <= JS_BUDGET_KB ? "PASS" : "FAIL"}.`,
    "",
    `Largest contentful paint (ms, ${runs} loads each; target ≤ ${LCP_BUDGET_MS} ms for the worst):`,
    "",
    "| page | address | median | worst | verdict |",
    "|---|---|---:|---:|---|",
    ...rows,
  ].join("\n");
  if (!values["no-record"]) await recordSection("web", section);
} finally {
  await chromium.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

async function seed(base: string) {
  // The fictional fixtures of the test suite, through the same write path as an import.
  const { fictionalStatements } = await import("@communique/store/testing");
  const { openDatabase, readStoreEnv, writeStatements } = await import("@communique/store");
  const db = await openDatabase(readStoreEnv(inheritedEnv({ DATA_DIR: dataDir })), {});
  await writeStatements(db.pool, fictionalStatements());
  await db.close();
  await fetch(`${base}/healthz`);
}

async function throttledPage() {
  const context = await chromium.browser.newContext({
    baseURL: server.base,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { context, page, cdp };
}

async function largestContentfulPaint(url: string): Promise<number> {
  const { context, page } = await throttledPage();
  await page.goto(url, { waitUntil: "load" });
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  await context.close();
  return lcp;
}

async function homeJavaScript() {
  const { context, page, cdp } = await throttledPage();
  const sizes = new Map<string, number>();
  cdp.on("Network.loadingFinished", (event: { requestId: string; encodedDataLength: number }) => {
    sizes.set(event.requestId, event.encodedDataLength);
  });
  const scripts = new Map<string, string>();
  cdp.on(
    "Network.responseReceived",
    (event: { requestId: string; type: string; response: { url: string } }) => {
      if (event.type === "Script") scripts.set(event.requestId, event.response.url);
    },
  );
  await page.goto("/en", { waitUntil: "networkidle" });
  let gzip = 0;
  let raw = 0;
  for (const [id, url] of scripts) {
    gzip += sizes.get(id) ?? 0;
    raw += (
      await (
        await fetch(new URL(url, server.base), { headers: { "Accept-Encoding": "identity" } })
      ).arrayBuffer()
    ).byteLength;
  }
  await context.close();
  return { files: scripts.size, gzip, raw };
}

async function chromiumVersion() {
  return `Chromium ${chromium.browser.version()}`;
}
