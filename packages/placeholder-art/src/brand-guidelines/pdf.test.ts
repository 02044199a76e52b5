import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildBrandGuidelines, writeBrandGuidelines } from "./pdf.ts";

describe("brand guidelines PDF", () => {
  it("is a real PDF of at least five A4 landscape pages with fixed metadata", async () => {
    const bytes = await buildBrandGuidelines();
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(5);
    for (const page of doc.getPages())
      expect([Math.round(page.getWidth()), Math.round(page.getHeight())]).toEqual([842, 595]);
    expect(doc.getTitle()).toBe("Mindfully Bored — Brand Guidelines");
    expect(doc.getAuthor()).toBe("Mischief Box");
    expect(doc.getCreationDate()?.toISOString()).toBe("2024-03-01T09:00:00.000Z");
  });

  it("is drawn in vectors and standard fonts only: no images, no embedded font files", async () => {
    const text = Buffer.from(await buildBrandGuidelines()).toString("latin1");
    expect(text).not.toMatch(/\/Subtype\s*\/Image/);
    expect(text).not.toMatch(/\/FontFile/);
    expect(text).toMatch(/\/BaseFont\s*\/Helvetica/);
    expect(text).toMatch(/\/BaseFont\s*\/Times-Roman/);
  });

  it("writes identical bytes on every run", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mb-guidelines-"));
    try {
      const [a, b] = [join(dir, "a", "guidelines.pdf"), join(dir, "b.pdf")];
      await writeBrandGuidelines(a);
      await writeBrandGuidelines(b);
      const [bytesA, bytesB] = await Promise.all([readFile(a), readFile(b)]);
      expect(bytesA.length).toBeGreaterThan(10_000);
      expect(bytesA.equals(bytesB)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
