import { describe, expect, it } from "vitest";
import { random } from "../kit/random.ts";
import { inkPen, pts } from "./pen.ts";

describe("everydays pen", () => {
  it("draws the same wobbly ink for the same seed", () => {
    const sketch = (seed: string) => {
      const pen = inkPen(random(seed));
      pen
        .loop(50, 50, 20, 20, 0)
        .line([
          [0, 0],
          [40, 10],
          [80, 0],
        ])
        .dot(10, 10, 3);
      return JSON.stringify([pen.lines, pen.fills, pen.dots]);
    };
    expect(sketch("a")).toBe(sketch("a"));
    expect(sketch("a")).not.toBe(sketch("b"));
  });

  it("reads compact point lists, moved and scaled", () => {
    expect(pts("1 2, 3 4")).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(pts("1 2, -3 4", 10, 20, 2)).toEqual([
      [12, 24],
      [4, 28],
    ]);
  });
});
