import { describe, expect, it } from "vitest";
import { pad, random } from "./random.ts";

describe("random", () => {
  it("repeats for the same seed and differs between seeds", () => {
    const a = random("bb/twins/og-01.png");
    const b = random("bb/twins/og-01.png");
    const c = random("bb/twins/og-02.png");
    const seqA = Array.from({ length: 8 }, () => a.next());
    expect(Array.from({ length: 8 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 8 }, () => c.next())).not.toEqual(seqA);
  });

  it("keeps int and pick in range", () => {
    const r = random("x");
    for (let i = 0; i < 500; i++) {
      const n = r.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
      expect(["a", "b"]).toContain(r.pick(["a", "b"]));
    }
  });

  it("pads numbers", () => {
    expect(pad(7)).toBe("07");
    expect(pad(111, 3)).toBe("111");
  });
});
