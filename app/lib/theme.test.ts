// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setTheme, THEME_SCRIPT, useTheme } from "./theme.ts";

function mockSystem(dark: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => ({ matches: dark, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

describe("theme", () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });
  afterEach(() => vi.unstubAllGlobals());

  it("follows the system preference until the visitor chooses", () => {
    mockSystem(true);
    const { result } = renderHook(() => useTheme());
    expect(result.current).toBe("dark");
    act(() => setTheme("light"));
    expect(result.current).toBe("light");
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(localStorage.getItem("theme")).toBe("light");
  });

  it("the head script applies a remembered choice and ignores anything else", () => {
    localStorage.setItem("theme", "dark");
    new Function(THEME_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBe("dark");

    delete document.documentElement.dataset.theme;
    localStorage.setItem("theme", '"><script>');
    new Function(THEME_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it("still applies the choice when storage refuses to save it", () => {
    mockSystem(false);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    setTheme("dark");
    expect(document.documentElement.dataset.theme).toBe("dark");
  });
});
