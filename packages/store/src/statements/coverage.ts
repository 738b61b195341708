import type { Coverage as CoverageAnswer } from "@communique/core/contract";
import type { Queryable } from "../db/queryable";

/** The answer's figures (CoverageSchema) but the constant 193, which the API adds. */
export type Coverage = Omit<CoverageAnswer, "memberStatesTotal">;

/**
 * The headline figures of the home page. Counting a large table takes a while, and the figures
 * move slowly, so an answer is reused for a short time.
 */
export class CoverageCounter {
  #cached: { at: number; value: Promise<Coverage> } | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly memberCodes: readonly string[],
    private readonly maxAgeMs = 60_000,
  ) {}

  get(now = Date.now()): Promise<Coverage> {
    if (this.#cached && now - this.#cached.at < this.maxAgeMs) return this.#cached.value;
    const value = this.#count();
    this.#cached = { at: now, value };
    value.catch(() => {
      this.#cached = undefined;
    });
    return value;
  }

  async #count(): Promise<Coverage> {
    const { rows } = await this.db.query<{ statements: number; member_states: number }>(
      `SELECT (SELECT count(*)::int FROM statements) AS statements,
              (SELECT count(*)::int FROM unnest($1::text[]) AS m(code)
                WHERE EXISTS (SELECT 1 FROM statements s WHERE s.country_code = m.code)) AS member_states`,
      [this.memberCodes],
    );
    return { statements: rows[0]!.statements, memberStates: rows[0]!.member_states };
  }
}
