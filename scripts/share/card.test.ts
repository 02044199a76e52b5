import { describe, expect, it } from "vitest";
import { cardSvg, fitTitle, wrap } from "./card.ts";

const colours = { paper: "#fbf6ee", ink: "#221a2e", muted: "#5b5168", accent: "#7a2fb8" };

describe("the share card layout", () => {
  it("wraps words into lines no longer than the limit, a long word alone", () => {
    expect(wrap("Wall of  Legends", 8)).toEqual(["Wall of", "Legends"]);
    expect(wrap("Supercalifragilistic box", 8)).toEqual(["Supercalifragilistic", "box"]);
  });

  it("keeps short titles large and shrinks long ones to fit three lines", () => {
    expect(fitTitle("About")).toEqual({ size: 76, lines: ["About"] });
    const long = fitTitle("Mindfully Bored - Brand Guidelines and a few more words besides");
    expect(long.size).toBeLessThan(76);
    expect(long.lines.length).toBeLessThanOrEqual(3);
  });

  it("escapes the words it draws", () => {
    const svg = cardSvg({ title: "R&B", siteName: "A <B>", tagline: "Tom's", colours });
    expect(svg).toContain("R&amp;B");
    expect(svg).toContain("A &lt;B&gt;");
    expect(svg).not.toContain("<B>");
    expect(svg).toContain("Tom&#39;s");
  });

  it("draws the tagline unless it is the title", () => {
    expect(cardSvg({ title: "About", siteName: "M", tagline: "Illustration", colours })).toContain("Illustration");
    const home = cardSvg({ title: "Illustration", siteName: "M", tagline: "Illustration", colours });
    expect(home.match(/Illustration/g)).toHaveLength(1);
  });
});
