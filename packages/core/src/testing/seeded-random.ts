/**
 * mulberry32: a small seeded generator, the same on every machine, for whatever tests and
 * benchmarks draw at random (fuzzed requests, generated corpora and sites), so that a failure is
 * reproduced by running again with the same seed.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
