import { describe, expect, it } from "vitest";
import { redirectRules } from "./redirects.ts";

describe("the _redirects file", () => {
  const rules = redirectRules(["/", "/thebox", "/thebox/bb", "/about"], ["/theBox"]);

  it("moves the spec's /theBox and the usual spellings of every top-level folder, with the pages below them", () => {
    expect(rules).toEqual([
      "/theBox /thebox 301",
      "/theBox/* /thebox/:splat 301",
      "/Thebox /thebox 301",
      "/Thebox/* /thebox/:splat 301",
      "/TheBox /thebox 301",
      "/TheBox/* /thebox/:splat 301",
      "/THEBOX /thebox 301",
      "/THEBOX/* /thebox/:splat 301",
      "/About /about 301",
      "/ABOUT /about 301",
    ]);
  });

  it("never redirects a canonical address to itself", () => {
    expect(rules.filter((rule) => rule.split(" ")[0]!.replace("/*", "") === rule.split(" ")[1])).toEqual([]);
  });

  it("stays within what static hosts accept (Cloudflare Pages: 100 rules with a splat)", () => {
    const paths = ["/", "/thebox", "/thebox/bb", "/about", "/contact"];
    expect(redirectRules(paths, ["/theBox"]).filter((rule) => rule.includes("*")).length).toBeLessThanOrEqual(100);
  });
});
