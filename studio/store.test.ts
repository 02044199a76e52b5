import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, cpSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { reader } from "../tests/support/studio.ts";
import { EXAMPLE_CONTENT } from "../tools/test-site.ts";
import { saveFiles } from "./edits.ts";
import { openStore, Refused } from "./store.ts";

// The content store on its own: one change at a time, whole files, no link followed, no file replaced that must not
// be; and 1,000 rounds of two saves of one file at once while another thread reads it all the while.

const root = mkdtempSync(join(tmpdir(), "mischief-store-"));
cpSync(EXAMPLE_CONTENT, join(root, "content"), { recursive: true });
cpSync(".prettierrc.json", join(root, ".prettierrc.json"));
const store = openStore(join(root, "content"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the content store", () => {
  it("1,000 rounds of two saves of one file at once, read all the while: every read whole and valid", async () => {
    const file = "words/common.json";
    const path = join(root, "content", file);
    const base = JSON.parse(readFileSync(path, "utf8"));
    const stop = reader(path);
    const started = performance.now();
    for (let round = 0; round < 1000; round++) {
      const texts = ["A", "B"].map((side) => JSON.stringify({ ...base, skipLink: `Skip ${side}${round}` }));
      await Promise.all(texts.map((raw) => saveFiles(store, new Map([[file, raw]]), [], false)));
      // Saved one after the other, in the order they came: the second one is what is there.
      expect(JSON.parse(readFileSync(path, "utf8")).skipLink).toBe(`Skip B${round}`);
    }
    const { reads, broken } = await stop();
    console.log(
      `1,000 rounds in ${Math.round(performance.now() - started)} ms; ${reads} reads meanwhile, ${broken} broken`,
    );
    expect(reads).toBeGreaterThan(1000);
    expect(broken).toBe(0);
    expect(readdirSync(join(root, "content", "words")).filter((name) => name.startsWith("."))).toEqual([]);
  }, 120_000);

  it("runs changes one at a time, in the order they came, a failed one included", async () => {
    const order: number[] = [];
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await Promise.allSettled([
      store.exclusive(async () => (await pause(20), order.push(1))),
      store.exclusive(async () => Promise.reject(new Error("a refusal"))),
      store.exclusive(async () => order.push(3)),
    ]);
    expect(order).toEqual([1, 3]);
  });

  it("never replaces a file with a fresh one, and follows no link, for reading or writing", async () => {
    writeFileSync(join(root, "content/images/taken.png"), "first");
    await expect(store.write("images/taken.png", "second", true)).rejects.toThrow(/already exists/);
    expect(readFileSync(join(root, "content/images/taken.png"), "utf8")).toBe("first");
    writeFileSync(join(root, "outside.txt"), "outside");
    symlinkSync(join(root, "outside.txt"), join(root, "content/images/link.png"));
    symlinkSync(root, join(root, "content/images/up"), "dir");
    for (const file of ["images/link.png", "images/up/outside.txt"]) {
      await expect(store.read(file)).rejects.toBeInstanceOf(Refused);
      await expect(store.write(file, "x")).rejects.toBeInstanceOf(Refused);
    }
    expect(await store.list("images", 3, () => true)).toEqual(["images/README.md", "images/taken.png"]);
    expect(readFileSync(join(root, "outside.txt"), "utf8")).toBe("outside");
  });
});
