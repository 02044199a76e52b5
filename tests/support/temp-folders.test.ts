import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolders } from "./temp-folders.ts";

describe("temporary folders", () => {
  it("are made empty, named after their purpose, and removed all at once with what they hold", () => {
    const temp = tempFolders("support");
    const [a, b] = [temp.make(), temp.make()];
    expect(a).not.toBe(b);
    expect(a).toMatch(/mischief-support-/);
    writeFileSync(join(a, "file.txt"), "x");
    temp.removeAll();
    expect([existsSync(a), existsSync(b)]).toEqual([false, false]);
    temp.removeAll();
  });
});
