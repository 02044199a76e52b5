import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit.ts";

/** A write whose transactions the test completes by hand, to see what waits for what. */
function manualWrite() {
  const calls: { items: string[]; finish: (error?: Error) => void }[] = [];
  const write = (items: string[]) =>
    new Promise<void>((resolve, reject) =>
      calls.push({ items, finish: (error) => (error ? reject(error) : resolve()) }),
    );
  return { calls, write };
}
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("groupCommit", () => {
  it("writes what arrives in one turn of the event loop as one batch", async () => {
    const { calls, write } = manualWrite();
    const group = groupCommit(write);
    const done = ["a", "b", "c"].map((item) => group.add(item));
    await settled();
    expect(calls.map((call) => call.items)).toEqual([["a", "b", "c"]]);
    calls[0]?.finish();
    await Promise.all(done);
  });

  it("settles nothing before its batch commits, and batches what arrives meanwhile", async () => {
    const { calls, write } = manualWrite();
    const group = groupCommit(write);
    const state: Record<string, string> = {};
    const track = (item: string) =>
      group.add(item).then(
        () => (state[item] = "committed"),
        () => (state[item] = "failed"),
      );
    const first = track("a");
    await settled();
    const later = [track("b"), track("c")];
    await settled();
    expect(state).toEqual({});
    expect(calls).toHaveLength(1);

    calls[0]?.finish();
    await first;
    expect(state).toEqual({ a: "committed" });
    await settled();
    expect(calls.map((call) => call.items)).toEqual([["a"], ["b", "c"]]);

    calls[1]?.finish(new Error("disk full"));
    await Promise.all(later);
    expect(state).toEqual({ a: "committed", b: "failed", c: "failed" });
  });

  it("rejects each item of a failed batch with its error, and carries on", async () => {
    let fail = true;
    const group = groupCommit<number>(async () => {
      if (fail) throw new Error("database is locked");
    });
    await expect(group.add(1)).rejects.toThrow("database is locked");
    fail = false;
    await expect(group.add(2)).resolves.toBeUndefined();
  });

  it("splits a large queue into batches of at most maxBatch", async () => {
    const sizes: number[] = [];
    const group = groupCommit<number>(async (items) => void sizes.push(items.length), 4);
    await Promise.all(Array.from({ length: 10 }, (_, i) => group.add(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });

  it("drain waits for everything added so far", async () => {
    const { calls, write } = manualWrite();
    const group = groupCommit(write);
    let drained = false;
    void group.add("a").catch(() => {});
    const draining = group.drain().then(() => (drained = true));
    await settled();
    expect(drained).toBe(false);
    calls[0]?.finish();
    await draining;
    expect(drained).toBe(true);
    await group.drain(); // nothing pending: resolves at once
  });
});
