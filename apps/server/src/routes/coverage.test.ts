import { getCountry } from "@communique/core";
import { fictionalStatements } from "@communique/store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/test-server";

describe("GET /api/coverage", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(fictionalStatements());
  });
  afterAll(() => server?.close());

  it("counts the statements and the member states that issued at least one", async () => {
    const response = await fetch(`${server.base}/api/coverage`);
    expect(response.status).toBe(200);
    const fixtures = fictionalStatements();
    const members = new Set(
      fixtures.map((s) => s.countryCode).filter((code) => getCountry(code)?.kind === "member"),
    );
    expect(await response.json()).toEqual({
      statements: fixtures.length,
      memberStates: members.size,
      memberStatesTotal: 193,
    });
  });

  it("is empty on an empty database", async () => {
    const empty = await startTestServer();
    try {
      expect(await (await fetch(`${empty.base}/api/coverage`)).json()).toEqual({
        statements: 0,
        memberStates: 0,
        memberStatesTotal: 193,
      });
    } finally {
      await empty.close();
    }
  });
});
