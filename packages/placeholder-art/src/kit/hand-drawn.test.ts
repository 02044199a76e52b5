import { describe, expect, it } from "vitest";
import { ellipsePath, letter, mapPoints, measure } from "./hand-drawn.ts";
import { read } from "./recipe.ts";

describe("hand-drawn helpers", () => {
  it("letter words as one stroke path whose width matches measure", () => {
    const d = letter("DAY 12", 100, 50, { size: 40, tracking: 0.2, anchor: "middle" });
    expect(d).toMatch(/^M/);
    expect(d).toBe(letter("DAY 12", 100, 50, { size: 40, tracking: 0.2, anchor: "middle" }));
    const xs = [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));
    const width = measure("DAY 12", { size: 40, tracking: 0.2 });
    expect(Math.min(...xs)).toBeCloseTo(100 - width / 2, 0);
    expect(Math.max(...xs)).toBeCloseTo(100 + width / 2, 0);
  });

  it("maps every point of a path and nothing else", () => {
    expect(mapPoints("M0 0 L10 -5 C1 2 3 4 5 6 Z", (x, y) => [x + 1, y * 2])).toBe("M1 0 L11 -10 C2 4 4 8 6 12 Z");
    expect(ellipsePath(0, 0, 10)).toMatch(/^M10 0 C.* Z$/);
  });

  it("reads typed recipe parameters and names what is missing", () => {
    const { num, str, oneOf } = read({ kind: "k", seed: "s", n: 3, w: "HI", pick: "b" });
    expect([num("n"), str("w"), oneOf("pick", ["a", "b"])]).toEqual([3, "HI", "b"]);
    expect(() => num("w")).toThrow(/number "w"/);
    expect(() => oneOf("pick", ["a"])).toThrow(/pick/);
  });
});
