/**
 * Timing the search API: the warm-up pass, the measured round robin, percentiles.
 */
import { type Dataset, type Params, type QueryType, queryMix, TYPE_ORDER, TYPED_OUT } from "./bench-datasets";

// ---------------------------------------------------------------------------------------------
// Measurement

interface Sample {
  ms: number;
  status: number;
}

/** What is timed: the API's JSON, or the server-rendered results page (`--page web`). */
let target: "api" | "web" = "api";
export function setMeasuredPage(page: "api" | "web"): void {
  target = page;
}

function searchUrl(base: string, params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  if (target === "web") return `${base}/en/search?${search}`;
  search.set("size", "20");
  return `${base}/api/search?${search}`;
}

async function timedSearch(base: string, params: Params): Promise<Sample & { total: number | null }> {
  const url = searchUrl(base, params);
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  const ms = performance.now() - started;
  let total: number | null = null;
  if (response.status === 200) {
    if (target === "api") total = (JSON.parse(body) as { total: number }).total;
  } else console.error(`${response.status} for ${url}: ${body.slice(0, 300)}`);
  return { ms, status: response.status, total };
}

interface TranslationAnswer {
  translation?: {
    clauses: { text: string; excluded: boolean; translations: { text: string }[] }[];
  };
}

/**
 * A translated query as a user would type it to find the same statements without translate=add:
 * each clause ORed with the equivalents the server searched for it (phrases quoted).
 */
async function typedOut(base: string, params: Params): Promise<Params> {
  const { translate: _, ...rest } = params;
  const answer = (await (await fetch(searchUrl(base, params))).json()) as TranslationAnswer;
  const clauses = answer.translation?.clauses ?? [];
  if (!clauses.length) throw new Error(`no translation in the answer for ${describeParams(params)}`);
  const quoted = (text: string) => (/\s/.test(text) ? `"${text}"` : text);
  const q = clauses
    .map((c) => {
      if (c.excluded) throw new Error(`typedOut: exclusions cannot be typed out (${describeParams(params)})`);
      return [c.text, ...c.translations.map((t) => t.text)].map(quoted).join(" OR ");
    })
    .join(" ");
  return { ...rest, q };
}

export function describeParams(params: Params): string {
  return Object.entries(params)
    .map(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}=${x}`).join("&") : `${k}=${v}`))
    .join("&");
}

/** Nearest-rank percentile. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface QueryStat {
  params: Params;
  hits: number | null;
  samples: number[];
}

export interface TypeStat {
  type: QueryType;
  queries: QueryStat[];
  samples: number[];
  errors: number;
  p50: number;
  p95: number;
  max: number;
}

export async function measure(base: string, dataset: Dataset, iterations: number): Promise<TypeStat[]> {
  const mix = queryMix(dataset);
  const types = TYPE_ORDER.filter((t) => !dataset.skip[t]);
  for (const [typed, from] of Object.entries(TYPED_OUT) as [QueryType, QueryType][]) {
    if (types.includes(typed))
      mix[typed] = await Promise.all(mix[from].map((params) => typedOut(base, params)));
  }
  const stats = new Map<QueryType, { queries: QueryStat[]; errors: number }>();
  // Warm-up: every query twice, unmeasured (loads caches, the lexizer and the stemmers); the
  // first answer gives each query's hit count.
  for (const type of types) {
    const queries: QueryStat[] = [];
    for (const params of mix[type]) {
      const first = await timedSearch(base, params);
      await timedSearch(base, params);
      queries.push({ params, hits: first.total, samples: [] });
    }
    stats.set(type, { queries, errors: 0 });
  }
  // Measured: round robin over the types, so no type runs on caches left by a run of itself;
  // each type rotates through its queries.
  for (let i = 0; i < iterations; i++) {
    for (const type of types) {
      const entry = stats.get(type)!;
      const query = entry.queries[i % entry.queries.length]!;
      const sample = await timedSearch(base, query.params);
      if (sample.status !== 200) entry.errors++;
      query.samples.push(sample.ms);
    }
    if ((i + 1) % 10 === 0) process.stdout.write(`  ${i + 1}/${iterations} rounds\n`);
  }
  return types.map((type) => {
    const entry = stats.get(type)!;
    const samples = entry.queries.flatMap((q) => q.samples).sort((a, b) => a - b);
    return {
      type,
      queries: entry.queries,
      samples,
      errors: entry.errors,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      max: samples[samples.length - 1] ?? Number.NaN,
    };
  });
}
