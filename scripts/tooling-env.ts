/**
 * The build and development tools' settings: the only place they read their environment.
 * One reader per tool, so a bad variable of one tool never stops another (a bad WIDTHS must not
 * break `npm run dev`). Vite's config (apps/web/vite.config.ts) loads it too, through Vite's module
 * runner (see there), so it imports zod and the shared parser only, nothing heavy.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type EnvSource, filePath, flag, port, readEnv, url } from "@communique/core/env";
import { z } from "zod";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const ViteEnvSchema = z.object({
  /** `npm run dev`: where Vite forwards /api and /healthz (scripts/dev.ts sets it to PORT+1). */
  API_ORIGIN: url().default("http://127.0.0.1:3001"),
});

/** apps/web/vite.config.ts. */
export function readViteEnv(env: EnvSource = process.env): z.output<typeof ViteEnvSchema> {
  return readEnv(ViteEnvSchema, env);
}

const DevScriptEnvSchema = z.object({
  /** `npm run dev`: the site on PORT, the API on PORT+1. */
  PORT: port().default(3000),
});

/** scripts/dev.ts. */
export function readDevScriptEnv(env: EnvSource = process.env): z.output<typeof DevScriptEnvSchema> {
  return readEnv(DevScriptEnvSchema, env);
}

const ScreenshotsEnvSchema = z.object({
  /** Viewport widths, comma-separated: `WIDTHS=390,1280`. */
  WIDTHS: z
    .string()
    .regex(/^\d+(,\d+)*$/, "must be widths in pixels separated by commas, e.g. 390,1280")
    .default("1280")
    .transform((value) => value.split(",").map(Number)),
  /** 0: the first screen only. */
  FULL_PAGE: flag(true),
});

/** scripts/screenshots.ts. */
export function readScreenshotsEnv(env: EnvSource = process.env): z.output<typeof ScreenshotsEnvSchema> {
  return readEnv(ScreenshotsEnvSchema, env);
}

const CountriesBuildEnvSchema = z.object({
  /** The shared data, for its reference table of member states; ../shared/data beside the repository. */
  CORPUS_DIR: filePath()
    .default(path.join(REPO_ROOT, "../shared/data"))
    .transform((dir) => path.resolve(dir)),
});

/** packages/core/scripts/build-countries.ts. */
export function readCountriesBuildEnv(
  env: EnvSource = process.env,
): z.output<typeof CountriesBuildEnvSchema> {
  return readEnv(CountriesBuildEnvSchema, env);
}
