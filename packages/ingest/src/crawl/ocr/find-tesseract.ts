import { parseLanguageList } from "./ocr-languages";
import { runProgram } from "./run-program";

/** What OCR needs on this machine: tesseract with its language data, and poppler's pdftoppm and pdfinfo. */
export interface OcrTools {
  tesseract: string;
  pdftoppm: string;
  pdfinfo: string;
  /** As tesseract names itself: "tesseract 5.3.0". */
  engine: string;
  /** Installed language data: "ara", "chi_sim", "eng", "osd"... */
  languages: ReadonlySet<string>;
}

export type FoundOcrTools = { ok: true; tools: OcrTools } | { ok: false; missing: string };

export interface FindOptions {
  /** TESSERACT_PATH (readCrawlEnv); else `tesseract` on the PATH. */
  tesseractPath?: string | undefined;
}

const PROBE_TIMEOUT_MS = 10_000;

/**
 * Looks for tesseract and poppler-utils (Debian: `apt-get install tesseract-ocr
 * tesseract-ocr-{ara,chi-sim,eng,fra,rus,spa} poppler-utils`) and asks tesseract its version and
 * languages. Without them OCR is off and scanned documents stay recorded as needing it; `missing`
 * says what to install.
 */
export async function findOcrTools(options: FindOptions = {}): Promise<FoundOcrTools> {
  const tesseract = options.tesseractPath ?? "tesseract";
  const version = await runProgram(tesseract, ["--version"], { timeoutMs: PROBE_TIMEOUT_MS });
  if (!version.ok) return { ok: false, missing: `tesseract (${version.message})` };
  // Tesseract 4 printed its version on standard error, 5 on standard output.
  const engine = /^tesseract \S+/m.exec(`${version.stdout}\n${version.stderr}`)?.[0];
  if (!engine) return { ok: false, missing: `tesseract (${tesseract} --version does not name tesseract)` };
  const list = await runProgram(tesseract, ["--list-langs"], { timeoutMs: PROBE_TIMEOUT_MS });
  const languages = list.ok ? parseLanguageList(list.stdout) : new Set<string>();
  languages.delete("osd");
  const withOsd = list.ok && parseLanguageList(list.stdout).has("osd");
  if (languages.size === 0) return { ok: false, missing: "tesseract's language data (tesseract-ocr-eng…)" };
  for (const program of ["pdftoppm", "pdfinfo"]) {
    const probe = await runProgram(program, ["-v"], { timeoutMs: PROBE_TIMEOUT_MS });
    if (!probe.ok && probe.reason === "not-found")
      return { ok: false, missing: `${program} (poppler-utils)` };
  }
  return {
    ok: true,
    tools: {
      tesseract,
      pdftoppm: "pdftoppm",
      pdfinfo: "pdfinfo",
      engine,
      languages: withOsd ? new Set([...languages, "osd"]) : languages,
    },
  };
}
