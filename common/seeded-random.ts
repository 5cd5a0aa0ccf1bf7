/**
 * mulberry32: a small seeded generator giving the same sequence on every run and machine. The demo seed uses it so
 * the demo looks the same everywhere; the crisis second opinion's training uses it so the same data gives the same
 * weights byte for byte.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
