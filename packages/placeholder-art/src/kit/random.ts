// Deterministic randomness for placeholder recipes: the same seed (an image's content path) always gives the same
// choices, so the same content always gives the same art, byte for byte.

/** A repeatable pseudo-random generator seeded by a string (FNV-1a hash into mulberry32). */
export function random(seed: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let state = h >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** A float in [0, 1). */
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** One element of a non-empty list. */
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

/** Two-digit (or wider) numbering for file names: 1 → "01". */
export const pad = (n: number, width = 2) => String(n).padStart(width, "0");
