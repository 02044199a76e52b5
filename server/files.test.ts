import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FileStore } from "./files.ts";
import { tempFolders } from "../tests/support/temp-folders.ts";

// What the memory cache keeps: a file is read once while it is unchanged, and the bodies kept add up to at most
// `maxTotalBytes`, the least recently served leaving first.

const temp = tempFolders("files");
let root: string;

beforeAll(() => {
  root = temp.make();
  for (const name of ["a", "b", "c"]) writeFileSync(join(root, `${name}.txt`), name.repeat(400));
  writeFileSync(join(root, "empty.txt"), "");
});

afterAll(temp.removeAll);

describe("FileStore", () => {
  it("reads an unchanged file once", async () => {
    const store = new FileStore(root);
    const first = await store.file("a.txt");
    expect(first?.body?.toString()).toBe("a".repeat(400));
    expect(await store.file("a.txt")).toBe(first);
  });

  it("reads a file once for all the requests that ask for it before it is kept: one body for all of them", async () => {
    const store = new FileStore(root);
    const bodies = (await Promise.all(Array.from({ length: 20 }, () => store.file("b.txt")))).map((f) => f?.body);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]?.toString()).toBe("b".repeat(400));
  });

  it("keeps at most maxTotalBytes of bodies, dropping the least recently served first", async () => {
    const store = new FileStore(root, { maxTotalBytes: 1000 });
    const a = await store.file("a.txt");
    const b = await store.file("b.txt");
    expect(await store.file("a.txt")).toBe(a); // a is now the most recently served
    await store.file("c.txt"); // 1,200 bytes: b goes
    expect(await store.file("a.txt")).toBe(a);
    expect(await store.file("b.txt")).not.toBe(b);
    expect((await store.file("b.txt"))?.body?.toString()).toBe("b".repeat(400));
  });

  it("keeps an empty file too", async () => {
    const store = new FileStore(root, { maxTotalBytes: 1000 });
    const empty = await store.file("empty.txt");
    expect(empty?.size).toBe(0);
    expect(await store.file("empty.txt")).toBe(empty);
  });

  it("keeps no body of a file over maxFileBytes, and tags it by size and time", async () => {
    const store = new FileStore(root, { maxFileBytes: 100 });
    const big = await store.file("a.txt");
    expect(big?.body).toBeUndefined();
    expect(big?.size).toBe(400);
    expect(big?.tag).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
  });
});
