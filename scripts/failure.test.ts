import { describe, expect, it } from "vitest";
import { failureText } from "./failure.ts";
import { ContentError } from "../model/load.ts";

describe("a failed step's words", () => {
  it("are a content error's message alone, whatever it says", () => {
    const error = new ContentError("content/box.json", ["the box needs at least one project"]);
    expect(failureText(error)).toBe(error.message);
  });

  it("are a bug's stack, even when its message reads like a content error", () => {
    const bug = new Error("Content error in content/box.json: not really");
    expect(failureText(bug)).toBe(bug.stack);
  });

  it("are what was thrown, when it is not an error", () => {
    expect(failureText("gone")).toBe("gone");
  });
});
