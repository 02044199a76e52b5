import { describe, expect, it } from "vitest";
import { createProgress, formatSeconds } from "./progress.ts";

describe("progress", () => {
  /** The plain lines of a run of 40 pictures, one every `tickMs`. */
  function plainRun(tickMs: number): string[] {
    const lines: string[] = [];
    let time = 0;
    const progress = createProgress({
      total: 40,
      tty: false,
      log: (l) => lines.push(l),
      write: () => {},
      now: () => time,
    });
    for (let i = 0; i < 40; i++) {
      time += tickMs;
      progress.tick();
    }
    progress.finish();
    return lines;
  }

  it("logs a plain line every 10 % when not on a terminal, once the run has taken 2 s", () => {
    const lines = plainRun(250);
    expect(lines).toHaveLength(9);
    expect(lines[0]).toBe("images: 8/40  4.0 images/s  ETA 0:08 (20 %)");
    expect(lines[8]).toBe("images: 40/40  4.0 images/s  ETA 0:00 (100 %)");
  });

  it("says nothing of a quick run", () => {
    expect(plainRun(10)).toEqual([]);
  });

  it("redraws one line in place on a terminal", () => {
    let out = "";
    let time = 0;
    const progress = createProgress({ total: 4, tty: true, log: () => {}, write: (t) => (out += t), now: () => time });
    time = 1000;
    progress.tick(2);
    progress.tick(2);
    progress.finish();
    expect(out.split("\r\x1b[2K")).toHaveLength(4);
    expect(out).toContain("images [############------------] 2/4  2.0 images/s  ETA 0:01");
    expect(out.endsWith("4/4  4.0 images/s  ETA 0:00\n")).toBe(true);
  });

  it("formats durations", () => {
    expect(formatSeconds(75)).toBe("1:15");
    expect(formatSeconds(3725)).toBe("1:02:05");
  });
});
