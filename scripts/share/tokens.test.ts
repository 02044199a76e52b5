import { describe, expect, it } from "vitest";
import { lightColours } from "./tokens.ts";

describe("lightColours", () => {
  it("takes the light side of each light-dark() colour token", () => {
    const css = `:root {\n  --color-paper: light-dark(#FBF6EE, #15111d);\n  --color-accent:light-dark( #7a2fb8 , #f2c14e);\n  --header-height: 4rem;\n  --font: x;\n}`;
    expect(lightColours(css)).toEqual({ paper: "#fbf6ee", accent: "#7a2fb8" });
  });
});
