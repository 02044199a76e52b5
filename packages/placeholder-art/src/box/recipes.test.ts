import { describe, expect, it } from "vitest";
import { checkPicture } from "../testing/check-picture.ts";
import { box, HERO_FRAME_COUNT } from "./recipes.ts";

describe("box.heroFrames", () => {
  const frames = box.heroFrames("home/box");

  it("names exactly 16 frames, frame-01 … frame-16, in order", () => {
    expect(HERO_FRAME_COUNT).toBe(16);
    expect(frames.map((f) => f.src)).toEqual(
      Array.from({ length: 16 }, (_, i) => `home/box/frame-${String(i + 1).padStart(2, "0")}.png`),
    );
  });

  it("tolerates a trailing slash on the folder", () => {
    expect(box.heroFrames("home/box/").map((f) => f.src)).toEqual(frames.map((f) => f.src));
  });

  it("gives every frame the same description, told apart by its frame number", () => {
    expect(new Set(frames.map((f) => f.alt)).size).toBe(16);
    frames.forEach((f, i) => {
      expect(f.alt).toBe(
        `A magic box whose lid pops open as sparks and little creatures of mischief escape, then settles shut — frame ${i + 1} of 16`,
      );
    });
  });

  it("makes valid, JSON-serialisable recipes seeded by the src", () => {
    frames.forEach((f, i) => {
      expect(checkPicture(f)).toEqual([]);
      expect(JSON.parse(JSON.stringify(f))).toEqual(f);
      expect(f.art).toEqual({ kind: "box-hero", seed: f.src, frame: i + 1, frames: 16 });
    });
  });

  it("is deterministic", () => {
    expect(box.heroFrames("home/box")).toEqual(frames);
  });
});

describe("box.about", () => {
  it("makes a valid recipe for the studio picture, seeded by its src", () => {
    const image = box.about("about/studio.png");
    expect(checkPicture(image)).toEqual([]);
    expect(image.art).toEqual({ kind: "box-about", seed: "about/studio.png" });
    expect(image.alt).toMatch(/studio/i);
    expect(box.about("about/studio.png")).toEqual(image);
  });
});
