import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { box } from "./recipes.ts";
import { boxDrawers } from "./drawers.ts";
import { heroLidAngles } from "./hero.ts";
import { draw } from "../registry.ts";

const frames = box.heroFrames("home/box");
const drawFrame = (i: number) => {
  const art = frames[i]?.art;
  if (!art) throw new Error(`no frame ${i}`);
  return draw(art);
};

describe("box-hero drawer", () => {
  it("draws every frame at 640×640, as a complete SVG without text or filters", () => {
    frames.forEach((_, i) => {
      const d = drawFrame(i);
      expect([d.width, d.height]).toEqual([640, 640]);
      expect(d.svg).toMatch(/^<svg [^>]*width="640" height="640"/);
      expect(d.svg).not.toMatch(/<text|<filter|feTurbulence/);
    });
  });

  it("is pure: the same recipe gives the same SVG", () => {
    frames.forEach((f, i) => expect(boxDrawers["box-hero"]?.(structuredClone(f.art!))).toEqual(drawFrame(i)));
  });

  it("draws 16 different frames", () => {
    expect(new Set(frames.map((_, i) => drawFrame(i).svg)).size).toBe(16);
  });

  it("rejects a frame outside 1–16", () => {
    expect(() => boxDrawers["box-hero"]?.({ kind: "box-hero", seed: "x", frame: 17 })).toThrow(/frame/);
  });

  it("loops seamlessly: the lid is shut at both ends and never jumps, across the seam either", () => {
    expect(heroLidAngles).toHaveLength(16);
    expect(heroLidAngles[0]).toBe(0);
    expect(heroLidAngles[15]).toBe(0);
    const steps = heroLidAngles.map((a, i) => Math.abs((heroLidAngles[(i + 1) % 16] ?? 0) - a));
    expect(Math.max(...steps)).toBeLessThanOrEqual(40);
    // Frame 16 → frame 1 is a rest, not a cut.
    expect(steps[15]).toBe(0);
    // One swing per loop: the lid only rises up to its widest, then only falls back shut.
    const peak = heroLidAngles.indexOf(Math.max(...heroLidAngles));
    expect(heroLidAngles[peak]).toBeGreaterThan(100);
    heroLidAngles.forEach((a, i) => {
      const next = heroLidAngles[i + 1];
      if (next === undefined) return;
      if (i < peak) expect(next).toBeGreaterThanOrEqual(a);
      else expect(next).toBeLessThanOrEqual(a);
    });
  });

  it("rasterises to a transparent-background PNG, so it sits on a light or a dark page", async () => {
    const { data, info } = await sharp(Buffer.from(drawFrame(7).svg))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([640, 640, 4]);
    expect(data[3]).toBe(0); // the top-left corner is see-through
  });
});

describe("box-about drawer", () => {
  const image = box.about("about/studio.png");

  it("draws the studio at 1200×1500, the same every time", () => {
    const a = draw(image.art!);
    expect([a.width, a.height]).toEqual([1200, 1500]);
    expect(a.svg).toMatch(/^<svg [^>]*width="1200" height="1500"/);
    expect(a.svg).not.toMatch(/<text|<filter|feTurbulence/);
    expect(draw(image.art!)).toEqual(a);
  });

  it("varies its pinned sketches with the seed", () => {
    expect(draw({ kind: "box-about", seed: "about/other.png" }).svg).not.toBe(draw(image.art!).svg);
  });
});
