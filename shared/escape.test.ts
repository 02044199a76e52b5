import { describe, expect, it } from "vitest";
import { escapeMarkup } from "./escape.ts";

describe("escapeMarkup", () => {
  it("writes the five characters markup gives a meaning as references, and nothing else", () => {
    expect(escapeMarkup(`Tom & "Jerry" <3 'n' > ©`)).toBe("Tom &amp; &quot;Jerry&quot; &lt;3 &#39;n&#39; &gt; ©");
  });

  it("escapes an ampersand once: a reference already written is text too", () => {
    expect(escapeMarkup("&amp;")).toBe("&amp;amp;");
  });

  it("leaves text without them as it is", () => {
    expect(escapeMarkup("Mischief Box — 2026")).toBe("Mischief Box — 2026");
  });
});
