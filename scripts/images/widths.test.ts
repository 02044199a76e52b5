import { describe, expect, it } from "vitest";
import { variantWidths } from "./widths.ts";

describe("variantWidths", () => {
  it("keeps every width when the original is wide enough", () => {
    expect(variantWidths([400, 800, 1600], 1600)).toEqual([400, 800, 1600]);
    expect(variantWidths([400, 800, 1600], 3000)).toEqual([400, 800, 1600]);
  });

  it("never upscales: the original's own width replaces the dropped largest", () => {
    expect(variantWidths([400, 800, 1600], 900)).toEqual([400, 800, 900]);
    expect(variantWidths([800, 1600, 2400], 800)).toEqual([800]);
    expect(variantWidths([400, 800], 300)).toEqual([300]);
  });
});
