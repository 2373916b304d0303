/**
 * mulberry32: a small, fast PRNG; the same seed always yields the same sequence. The demo
 * catalogue draws with it, the benchmarks generate their catalogue with it, and the route fuzz
 * test draws its requests with it, so each is the same on every run. Not for anything secret.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
