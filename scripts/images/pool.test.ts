import { describe, expect, it } from "vitest";
import { runPool } from "./pool.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("runPool", () => {
  it("runs at most `limit` tasks at once and keeps the results in order", async () => {
    let running = 0;
    let most = 0;
    const tasks = [30, 10, 20, 5, 15].map((ms, i) => async () => {
      most = Math.max(most, ++running);
      await sleep(ms);
      running--;
      return i;
    });
    expect(await runPool(tasks, 2)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it("starts nothing new after a failure and throws it once the running tasks end", async () => {
    const started: number[] = [];
    const tasks = [0, 1, 2, 3].map((i) => async () => {
      started.push(i);
      await sleep(5);
      if (i === 0) throw new Error("boom");
      return i;
    });
    await expect(runPool(tasks, 2)).rejects.toThrow("boom");
    expect(started).toEqual([0, 1]);
  });
});
