import { z } from "zod";

/** A week: a source checked less often than that is not worth a schedule. */
const MAX_MINUTES = 7 * 24 * 60;
const UNIT_MINUTES = { m: 1, h: 60, d: 24 * 60 } as const;

/**
 * How often a source is due, in minutes: a number of minutes, or "30m", "2h", "1d", which read
 * better in a file. Stored as minutes (migration 004).
 */
export const ScheduleSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const minutes = typeof value === "number" ? value : parseDuration(value);
  if (minutes === null || !Number.isInteger(minutes) || minutes < 1 || minutes > MAX_MINUTES) {
    ctx.addIssue({
      code: "custom",
      message: `must be whole minutes from 1 to ${MAX_MINUTES} (a number, or "30m", "2h", "1d")`,
    });
    return z.NEVER;
  }
  return minutes;
});

function parseDuration(text: string): number | null {
  const match = /^\s*(\d+)\s*([mhd])\s*$/i.exec(text);
  if (!match) return null;
  return Number(match[1]) * UNIT_MINUTES[match[2]!.toLowerCase() as keyof typeof UNIT_MINUTES];
}
