/**
 * The benchmark's datasets and the query mix sent to each (see bench-search.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { BENCH_DIR, REPO_ROOT, run, TSX } from "./bench-processes";
import { defaultCorpusFile } from "./generate-corpus";

// ---------------------------------------------------------------------------------------------
// Datasets and the query mix

export type QueryType =
  | "common"
  | "rare"
  | "phrase"
  | "or"
  | "not"
  | "filtered"
  | "date-sorted"
  | "facets"
  | "arabic"
  | "chinese"
  | "translated"
  | "translated-common"
  | "translated-typed"
  | "translated-common-typed"
  | "browse";

export type Params = Record<string, string | string[]>;

export interface Dataset {
  name: string;
  description: string;
  file: () => Promise<string>;
  /** p95 target per query type, ms; null: no target of its own. */
  p95Target: number | null;
  /** Range for the filtered queries: inside the dataset's dates. */
  range: { from: string; to: string };
  /** Query types left out, with the reason printed in the report. */
  skip: Partial<Record<QueryType, string>>;
}

export const TYPE_ORDER: QueryType[] = [
  "common",
  "rare",
  "phrase",
  "or",
  "not",
  "filtered",
  "date-sorted",
  "facets",
  "arabic",
  "chinese",
  "translated",
  "translated-common",
  "translated-typed",
  "translated-common-typed",
  "browse",
];

/** Types whose queries are the equivalents translate=add searched for another type's, typed out. */
export const TYPED_OUT: Partial<Record<QueryType, QueryType>> = {
  "translated-typed": "translated",
  "translated-common-typed": "translated-common",
};

/** Shown, not judged: the first page with no query (facets over every statement). */
export const INFO_TYPES = new Set<QueryType>(["browse"]);

export const TYPE_NOTES: Record<QueryType, string> = {
  common: "one frequent word",
  rare: "one word with few hits",
  phrase: "quoted two-word phrase",
  or: "three words joined by OR",
  not: "a word minus another",
  filtered: "word + country/group + from/to",
  "date-sorted": "word, sort=recent",
  facets: "very frequent word (facets over a large share of the data)",
  arabic: "Arabic words or phrase",
  chinese: "Chinese word (segmented, matched as a phrase)",
  translated: "translate=add: a term of the terminology or a country, typed in ar/zh/ru/fr/es",
  "translated-common": "translate=add: a frequent term typed in French, its equivalents in five languages",
  "translated-typed":
    "the translated queries with their equivalents typed out by hand, ORed (what a user without translate=add would type to find the same statements)",
  "translated-common-typed": "the translated-common queries with their equivalents typed out by hand, ORed",
  browse: "no query, sort=recent: facets over everything (information only, no target)",
};

export function queryMix(dataset: Dataset): Record<QueryType, Params[]> {
  const { from, to } = dataset.range;
  return {
    common: ["security", "development", "peace", "cooperation", "economic"].map((q) => ({ q })),
    rare: ["tsunami", "cholera", "Chernobyl", "Antarctica", "Bougainville"].map((q) => ({ q })),
    phrase: [
      '"security council"',
      '"climate change"',
      '"sustainable development"',
      '"human rights"',
      '"international community"',
    ].map((q) => ({ q })),
    or: [
      "climate OR ocean OR drought",
      "refugees OR migrants OR asylum",
      "nuclear OR disarmament OR weapons",
      "terrorism OR extremism OR radicalization",
      "vaccine OR pandemic OR epidemic",
    ].map((q) => ({ q })),
    not: ["peace -war", "development -africa", "climate -ocean", "security -council", "trade -tariffs"].map(
      (q) => ({ q }),
    ),
    filtered: [
      { q: "security", group: "african", from, to },
      { q: "development", country: ["FR", "DE", "GB"], group: "eastern-european", from, to },
      { q: "climate", country: ["FJ", "TV"], group: "asia-pacific", from, to },
      { q: "trade", country: ["US", "CN"], group: "latin-american-caribbean", from, to },
      { q: "peace", country: "NO", group: "western-european-other", from, to },
    ],
    "date-sorted": ["security", "climate", "development", "nuclear", "refugees"].map((q) => ({
      q,
      sort: "recent",
    })),
    facets: ["nations", "international", "world", "countries", "people"].map((q) => ({ q })),
    arabic: ["المناخ", '"مجلس الأمن"', "التنمية المستدامة", '"وقف إطلاق النار"', "اللاجئين"].map((q) => ({
      q,
    })),
    chinese: ["气候变化", "安理会", "可持续发展", "停火", "人道主义"].map((q) => ({ q })),
    // Against the same kind of query untranslated (arabic, chinese, phrase): the cost of adding
    // equivalents in five languages (issue 15: at most 25% more at p95).
    translated: ["تغير المناخ", "停火", "Франция", "réfugiés", "desarrollo sostenible"].map((q) => ({
      q,
      translate: "add",
    })),
    "translated-common": ["sécurité", "développement", "paix", "coopération", "économique"].map((q) => ({
      q,
      translate: "add",
    })),
    // Filled in by the measurement from the server's own equivalents (bench-measure.ts).
    "translated-typed": [],
    "translated-common-typed": [],
    browse: [{ sort: "recent" }],
  };
}

const SYNTHETIC_RANGE = { from: "2023-01-01", to: "2023-12-31" };
const SYNTHETIC_NOTE =
  "statements recombined from 20,000 real English paragraphs of the UN General Debate Corpus (speeches of 1990–2024) and fictional ar/zh/ru/fr/es paragraphs (scripts/bench/fictional-paragraphs.ts); en 60%, fr 10%, es 10%, ar 8%, ru 7%, zh 5%; 3–7 paragraphs each; days 2022-01-01..2024-12-31; member states";

function synthetic(name: string, count: number, p95Target: number): Dataset {
  return {
    name,
    description: `synthetic, ${count.toLocaleString("en")} ${SYNTHETIC_NOTE} (generate-corpus.ts --seed 1)`,
    p95Target,
    range: SYNTHETIC_RANGE,
    skip: {},
    file: async () => {
      const file = path.join(BENCH_DIR, `synthetic-${name}.jsonl.gz`);
      if (!existsSync(file)) {
        console.log(`Generating ${file} (${count} statements)…`);
        await run(TSX, [
          path.join(REPO_ROOT, "scripts/bench/generate-corpus.ts"),
          "--count",
          String(count),
          "--out",
          file,
          "--seed",
          "1",
        ]);
      }
      return file;
    },
  };
}

export const DATASETS: Record<string, Dataset> = {
  corpus: {
    name: "corpus",
    description:
      "the UN General Debate Corpus as shipped ($CORPUS_DIR/ungdc/ungdc_1946-2024.jsonl.gz: 10,952 speeches, English, 1946–2024, dated by year only, about 18,000 characters each)",
    p95Target: null,
    range: { from: "2000-01-01", to: "2015-12-31" },
    skip: {
      arabic: "the corpus is English only: an Arabic query has nothing to find",
      chinese: "the corpus is English only: a Chinese query has nothing to find",
    },
    file: async () => {
      const file = defaultCorpusFile();
      if (!existsSync(file))
        throw new Error(`Cannot read ${file}: set CORPUS_DIR to the shared data directory`);
      return file;
    },
  },
  "100k": synthetic("100k", 100_000, 50),
  "1m": synthetic("1m", 1_000_000, 150),
};
