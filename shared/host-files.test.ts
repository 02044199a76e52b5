import { describe, expect, it } from "vitest";
import { formatHeadersFile, parseHeadersFile, type HeaderRule } from "./host-files.ts";

const rules: HeaderRule[] = [
  { path: "/*", headers: { "X-Content-Type-Options": "nosniff", "Permissions-Policy": "camera=(), usb=()" } },
  { path: "/thebox/mbb", headers: { "Content-Security-Policy": "default-src 'none'; script-src 'sha256-a+b/c=='" } },
  { path: "/thebox/mbb/", headers: { "Content-Security-Policy": "frame-src 'self'" } },
];

describe("the _headers file", () => {
  it("reads back what it wrote, comment and all", () => {
    const text = formatHeadersFile(rules, "Written by the build.\nDo not edit.");
    expect(text.startsWith("# Written by the build.\n# Do not edit.\n\n/*\n  X-Content-Type-Options: nosniff\n")).toBe(
      true,
    );
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it("reads the format as hosts document it: CRLF, comments, blank lines, values with colons", () => {
    const text = "# c\r\n/a\r\n  Link: <https://x.example/>; rel=preconnect\r\n\r\n  # inside\r\n  X-A:  1 \r\n/b\r\n";
    expect(parseHeadersFile(text)).toEqual([
      { path: "/a", headers: { Link: "<https://x.example/>; rel=preconnect", "X-A": "1" } },
      { path: "/b", headers: {} },
    ]);
  });

  it("refuses a header line before any path, or without a name", () => {
    expect(() => parseHeadersFile("  X-A: 1\n")).toThrow("line 1");
    expect(() => parseHeadersFile("/a\n  : 1\n")).toThrow("line 2");
  });

  it("refuses to write a path twice: hosts would join the two policies, and both would apply", () => {
    expect(() => formatHeadersFile([rules[1]!, rules[1]!])).toThrow("/thebox/mbb is given twice");
  });

  it("refuses what the format cannot hold", () => {
    expect(() => formatHeadersFile([{ path: "about", headers: {} }])).toThrow("not a URL path");
    expect(() => formatHeadersFile([{ path: "/a b", headers: {} }])).toThrow("not a URL path");
    expect(() => formatHeadersFile([{ path: "/a", headers: { "X-A": "1\n/evil" } }])).toThrow("spans lines");
  });
});
