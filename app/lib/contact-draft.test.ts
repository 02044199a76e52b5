// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearDraft, DRAFT_KEY, readDraft, saveDraft } from "./contact-draft.ts";

const values = { name: "Ada", email: "ada@exa", message: "Half a thought" };

afterEach(() => localStorage.clear());

describe("contact draft", () => {
  it("keeps what was typed and gives it back", () => {
    saveDraft(values);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toEqual(values);
    expect(readDraft()).toEqual(values);
  });

  it("forgets the draft when every field is emptied, and when cleared", () => {
    saveDraft(values);
    saveDraft({ name: "", email: "", message: "" });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    saveDraft(values);
    clearDraft();
    expect(readDraft()).toBeUndefined();
  });

  it.each(["not json", "null", "42", '{"name":7}', '{"other":"x"}'])("ignores a damaged draft: %s", (saved) => {
    localStorage.setItem(DRAFT_KEY, saved);
    expect(readDraft()).toBeUndefined();
  });

  it("fills missing fields of an older draft with empty text", () => {
    localStorage.setItem(DRAFT_KEY, '{"message":"only this"}');
    expect(readDraft()).toEqual({ name: "", email: "", message: "only this" });
  });

  it("lives without storage (full, forbidden)", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => saveDraft(values)).not.toThrow();
    expect(readDraft()).toBeUndefined();
  });
});
