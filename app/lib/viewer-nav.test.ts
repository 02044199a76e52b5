import { describe, expect, it } from "vitest";
import { keyStep, swipeStep, wrapIndex } from "./viewer-nav.ts";

describe("wrapIndex", () => {
  it("steps within the section and wraps around at both ends", () => {
    expect(wrapIndex(0, 1, 8)).toBe(1);
    expect(wrapIndex(7, 1, 8)).toBe(0);
    expect(wrapIndex(0, -1, 8)).toBe(7);
    expect(wrapIndex(3, -1, 8)).toBe(2);
    expect(wrapIndex(2, 10, 8)).toBe(4);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe("swipeStep", () => {
  it("moves to the next image on a swipe to the left, the previous on a swipe to the right", () => {
    expect(swipeStep(-80, 0)).toBe(1);
    expect(swipeStep(80, 5)).toBe(-1);
    expect(swipeStep(-50, 0)).toBe(1);
  });

  it("ignores short moves and mostly vertical ones", () => {
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-60, 200)).toBe(0);
    expect(swipeStep(90, 61)).toBe(0);
    expect(swipeStep(90, 59)).toBe(-1);
  });

  it("takes another threshold", () => {
    expect(swipeStep(-30, 0, 20)).toBe(1);
  });
});

describe("keyStep", () => {
  const key = (k: string, mods: Partial<Record<"altKey" | "ctrlKey" | "metaKey" | "shiftKey", boolean>> = {}) => ({
    key: k,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...mods,
  });

  it("maps the arrow keys", () => {
    expect(keyStep(key("ArrowRight"))).toBe(1);
    expect(keyStep(key("ArrowLeft"))).toBe(-1);
    expect(keyStep(key("ArrowUp"))).toBe(0);
    expect(keyStep(key("Enter"))).toBe(0);
  });

  it("leaves modified keys to the browser (Alt+← is Back)", () => {
    expect(keyStep(key("ArrowLeft", { altKey: true }))).toBe(0);
    expect(keyStep(key("ArrowRight", { metaKey: true }))).toBe(0);
    expect(keyStep(key("ArrowRight", { ctrlKey: true }))).toBe(0);
    expect(keyStep(key("ArrowRight", { shiftKey: true }))).toBe(0);
  });
});
