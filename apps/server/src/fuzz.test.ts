import { testEnv } from "@communique/core/testing";
import { fictionalStatements } from "@communique/store/testing";
import { describe, expect, it } from "vitest";
import { conformanceProblem } from "../test/conformance";
import { answerOf, apiOperations, describeFuzzCase, fuzzCases } from "../test/fuzz-cases";
import { serveDuringTests } from "../test/test-server";

/**
 * A seeded fuzzer over every operation of the OpenAPI document and every page of the site
 * (test/fuzz-cases.ts). Any 5xx fails it (issue 16: 591 of 36,000 fuzzed requests were 500s;
 * issue 35: 13 in 6,000), and so does an answer to a documented operation that its entry in the
 * document does not describe (test/conformance.ts): the document is checked by its own cases.
 *
 * `npm test` runs 1,200 requests from a fixed seed; CI's fuzz leg 10,000 from a new seed each run
 * (FUZZ_SEED, FUZZ_CASES). The seed is printed: a failure is replayed with it.
 */
const SEED = testEnv.FUZZ_SEED ?? 20261126;
const CASES = testEnv.FUZZ_CASES ?? 1200;
const AT_ONCE = 6;
console.log(
  `Fuzz: seed ${SEED}, ${CASES} requests (replay: FUZZ_SEED=${SEED} FUZZ_CASES=${CASES} npx vitest run apps/server/src/fuzz.test.ts)`,
);

const served = serveDuringTests(fictionalStatements(), { web: {} });

describe("the fuzzer", () => {
  it(
    `answers ${CASES} seeded odd requests (seed ${SEED}) without a 5xx, each as the document says`,
    async () => {
      const operations = await apiOperations(served.base);
      expect(operations.length).toBeGreaterThan(10);
      const failures: string[] = [];
      const nonconforming: string[] = [];
      const statuses = new Map<number, number>();
      const queue = fuzzCases(operations, SEED, CASES);
      const worker = async () => {
        for (let c = queue.shift(); c; c = queue.shift()) {
          const answer = await answerOf(served.base, c);
          const { status } = answer;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500 && status !== 503) failures.push(`${status} ${describeFuzzCase(c)}`);
          const problem = c.operation && conformanceProblem(c.operation, answer);
          if (problem) nonconforming.push(`${problem}: ${describeFuzzCase(c)}`);
        }
      };
      await Promise.all(Array.from({ length: AT_ONCE }, worker));
      expect(failures).toEqual([]);
      expect(nonconforming.slice(0, 20)).toEqual([]);
      // The cases reached the routes, not only the refusals of bad input.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(CASES / 10);
    },
    Math.max(60_000, CASES * 100),
  );
});
