import { describe, expect, it } from "vitest";
import { variantWidths, zoomWidths } from "./widths.ts";

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

describe("zoomWidths", () => {
  const gallery = [360, 600, 1600];
  const zoom = [2400, 3200];

  it("gives an original wider than every shown width the zoom widths below it, and its own in between", () => {
    expect(zoomWidths(zoom, gallery, 2600)).toEqual([2400, 2600]);
    expect(zoomWidths(zoom, gallery, 2000)).toEqual([2000]);
    expect(zoomWidths(zoom, gallery, 3200)).toEqual([2400, 3200]);
    expect(zoomWidths(zoom, gallery, 5000)).toEqual([2400, 3200]);
  });

  it("gives none to an original the shown widths already show whole, or to a use without zoom", () => {
    expect(zoomWidths(zoom, gallery, 1600)).toEqual([]);
    expect(zoomWidths(zoom, gallery, 1200)).toEqual([]);
    expect(zoomWidths([], gallery, 5000)).toEqual([]);
  });
});
