import { describe, expect, it } from "vitest";
import { againstAim, median, moveMisses, ms, timeMisses, within } from "./report.ts";

describe("median", () => {
  it("takes the middle of an odd count, whatever the order, and leaves the input as it was", () => {
    const times = [900, 310, 420];
    expect(median(times)).toBe(420);
    expect(times).toEqual([900, 310, 420]);
  });

  it("takes the lower middle of an even count, and NaN of none", () => {
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

describe("within", () => {
  it("holds up to the budget itself, and never for a timing that was not measured", () => {
    expect(within(500, 500)).toBe(true);
    expect(within(500.4, 500)).toBe(false);
    expect(within(Number.NaN, 500)).toBe(false);
  });
});

describe("againstAim", () => {
  it("shows the figure in seconds beside its aim, marked only when over", () => {
    expect(againstAim(1310, 1500)).toBe("1.31 s (aim 1.5 s)");
    expect(againstAim(1500, 1500)).toBe("1.50 s (aim 1.5 s)");
    expect(againstAim(2046, 2000)).toBe("2.05 s (aim 2.0 s) over");
  });
});

describe("timeMisses", () => {
  it("names what missed, by how much, and nothing when within", () => {
    expect(timeMisses("tap → picture", 212.4, 150)).toEqual(["tap → picture 212 ms > 150 ms"]);
    expect(timeMisses("tap → picture", 150, 150)).toEqual([]);
    expect(timeMisses("tap → picture", Number.NaN, 150)).toEqual(["tap → picture none > 150 ms"]);
  });
});

describe("moveMisses", () => {
  it("holds when the move is within its budget and no slower than the cold load", () => {
    expect(moveMisses(320, 1900, 500)).toEqual([]);
    expect(moveMisses(500, 500, 500)).toEqual([]);
  });

  it("misses over the budget, however slow the cold load", () => {
    expect(moveMisses(640, 2100, 500)).toEqual(["tap → heading 640 ms > 500 ms"]);
  });

  it("misses when slower than the cold load, even within the budget", () => {
    expect(moveMisses(450, 400, 500)).toEqual(["tap → heading 450 ms slower than a cold load (400 ms)"]);
  });

  it("names both reasons when both hold", () => {
    expect(moveMisses(900, 700, 500)).toEqual([
      "tap → heading 900 ms > 500 ms",
      "tap → heading 900 ms slower than a cold load (700 ms)",
    ]);
  });
});

it("ms rounds to whole milliseconds and says none for a timing that never came", () => {
  expect(ms(61.6)).toBe("62 ms");
  expect(ms(Number.NaN)).toBe("none");
});
