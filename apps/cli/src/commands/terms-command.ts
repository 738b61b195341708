import { constants } from "node:fs";
import { access, stat } from "node:fs/promises";
import { checkTerminology } from "@communique/core";
import {
  type ParsedConcept,
  type ParsedTerminology,
  readTerminologyFile,
  TERMINOLOGY_FORMATS,
  type TerminologyFileProblem,
  type TerminologyFormat,
  terminologyFormatOf,
} from "@communique/ingest/terminology";
import { openDatabase, readStoreEnv, termOwners, writeConcepts } from "@communique/store";
import type { CliIo } from "../io";
import { TERMS_USAGE } from "./usage";

export async function runTerms(
  args: string[],
  options: { format?: string; dryRun?: boolean },
  io: CliIo,
): Promise<number> {
  const [sub, ...rest] = args;
  const file = rest[0];
  if (sub !== "import" || !file || rest.length > 1) {
    io.err(sub && sub !== "import" ? `Unknown terms command "${sub}".\n\n${TERMS_USAGE}` : TERMS_USAGE);
    return 64;
  }
  const format = formatOf(file, options.format);
  if (typeof format === "object") {
    io.err(`${format.error}\n\n${TERMS_USAGE}`);
    return 64;
  }
  let parsed: ParsedTerminology;
  try {
    await access(file, constants.R_OK);
    if ((await stat(file)).isDirectory()) throw new Error("a directory");
    parsed = await readTerminologyFile(file, format);
  } catch {
    io.err(`Cannot read ${file}: no such file, a directory, or no permission to read it.`);
    return 66;
  }

  const db = await openDatabase(readStoreEnv(io.env), { log: (m) => io.err(m) });
  try {
    // A term may also be one of the shipped terminology's (the operator's concept comes first),
    // but not one of another imported concept's: a query naming it could not say which it means.
    const taken = await termOwners(
      db.pool,
      ["imported"],
      parsed.concepts.map((c) => c.id),
    );
    const checked = checkTerminology(parsed.concepts, { taken });
    const written = await writeConcepts(db.pool, checked.accepted as ParsedConcept[], "imported", {
      dryRun: options.dryRun ?? false,
    });
    const lineOfEntry = new Map(parsed.concepts.map((c) => [c.index, c.line]));
    const problems: TerminologyFileProblem[] = [
      ...parsed.problems,
      ...checked.problems.map((p) => ({
        line: parsed.concepts[p.index]!.line,
        id: p.id,
        message: p.message,
      })),
      ...written.problems.map((p) => ({ line: lineOfEntry.get(p.index) ?? 0, id: p.id, message: p.message })),
    ].sort((a, b) => a.line - b.line);

    const kept = written.added + written.updated + written.unchanged;
    io.out(
      `Terminology from ${file} (${format.toUpperCase()}): ${parsed.entries} concept${parsed.entries === 1 ? "" : "s"} read, ` +
        `${written.added} added, ${written.updated} updated, ${written.unchanged} unchanged, ` +
        `${parsed.entries - kept} refused.`,
    );
    for (const note of parsed.notes) io.out(note);
    if (options.dryRun) io.out("Dry run: nothing was written.");
    for (const p of problems) io.err(`line ${p.line}${p.id ? ` (${p.id})` : ""}: ${p.message}`);
    return problems.length > 0 ? 2 : 0;
  } finally {
    await db.close();
  }
}

function formatOf(file: string, given: string | undefined): TerminologyFormat | { error: string } {
  if (given !== undefined) {
    const format = TERMINOLOGY_FORMATS.find((f) => f === given.toLowerCase());
    return format ?? { error: `--format must be ${TERMINOLOGY_FORMATS.join(" or ")}, not "${given}".` };
  }
  return (
    terminologyFormatOf(file) ?? {
      error: `Cannot tell the format of ${file} from its extension: give --format csv or --format tbx.`,
    }
  );
}
