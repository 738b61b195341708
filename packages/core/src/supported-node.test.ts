import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUPPORTED_NODE_MAJOR, unsupportedNodeReason } from "./supported-node";

const root = new URL("../../../", import.meta.url);

describe("the supported Node.js", () => {
  it("is the one the tests run on: npm scripts use the Node.js that npm install brought", () => {
    // Fails when the suite runs on the system's older Node.js instead of the project's own.
    expect(unsupportedNodeReason()).toBeNull();
    expect(Number.parseInt(process.versions.node, 10)).toBeGreaterThanOrEqual(SUPPORTED_NODE_MAJOR);
  });

  it("agrees with .nvmrc, engines and the Node.js binaries the project installs", () => {
    const nvmrc = readFileSync(new URL(".nvmrc", root), "utf8").trim();
    const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));
    expect(nvmrc).toBe(String(SUPPORTED_NODE_MAJOR));
    expect(pkg.engines.node).toBe(`>=${SUPPORTED_NODE_MAJOR}`);
    const binaries = Object.entries(pkg.optionalDependencies as Record<string, string>).filter(([name]) =>
      name.startsWith("node-"),
    );
    expect(binaries.length).toBeGreaterThan(0);
    for (const [, version] of binaries) expect(version.split(".")[0]).toBe(String(SUPPORTED_NODE_MAJOR));
  });

  it("explains an older Node.js in a sentence that says what to do", () => {
    const reason = unsupportedNodeReason("20.20.2");
    expect(reason).toContain("Node.js 20.20.2");
    expect(reason).toContain("npm start");
    expect(unsupportedNodeReason("24.0.0")).toBeNull();
    expect(unsupportedNodeReason("26.1.0")).toBeNull();
    expect(unsupportedNodeReason("garbage")).not.toBeNull();
  });

  it("stops an entry point started on an older Node.js with that sentence and exit code 1", () => {
    // A child process on this Node.js with its reported version overridden: the guard reads
    // process.versions.node, which a preloaded snippet replaces before the module runs.
    const guard = new URL("./require-supported-node.ts", import.meta.url).pathname;
    let status = 0;
    let stderr = "";
    try {
      execFileSync(
        process.execPath,
        [
          "--import",
          "tsx",
          "--import",
          "data:text/javascript,Object.defineProperty(process.versions,'node',{value:'20.20.2'})",
          guard,
        ],
        { stdio: "pipe", cwd: new URL(".", root).pathname },
      );
    } catch (error) {
      const e = error as { status: number; stderr: Buffer };
      status = e.status;
      stderr = e.stderr.toString();
    }
    expect(status).toBe(1);
    expect(stderr).toContain("runs on Node.js 24 or later; this is Node.js 20.20.2");
  });
});
