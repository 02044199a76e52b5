import { describe, expect, it } from "vitest";
import { formatData, inOrderOf, nesting, withoutBlanks } from "./format.ts";

// How a saved data file is laid out: optional fields she emptied dropped, the file's own order and layout kept.

describe("a saved data file", () => {
  it("drops an optional field or block left empty, and keeps a required one for the check to name", () => {
    const shape = {
      required: ["title", "image"],
      properties: { image: { required: ["src"], properties: {} }, extra: { properties: {} } },
    };
    const sent = { title: "", website: "  ", extra: { src: "", alt: "" }, image: {}, list: [], kept: "x" };
    expect(withoutBlanks(sent, shape)).toEqual({ title: "", image: {}, kept: "x" });
  });

  it("keeps the file's order of fields at every level, `$schema` first", () => {
    const before = { $schema: "s", card: { title: "t", badges: [], image: {} }, page: {} };
    const sent = { page: {}, card: { image: {}, title: "T", badges: [], added: 1 }, $schema: "s" };
    expect(JSON.stringify(inOrderOf(sent, before))).toBe(
      '{"$schema":"s","card":{"title":"T","badges":[],"image":{},"added":1},"page":{}}',
    );
  });

  it("keeps an object on one line where the file had its kind on one line", async () => {
    const before = '{\n  "links": [{ "page": "home", "label": "Home" }]\n}\n';
    const data = { links: [{ page: "home", label: "Start" }], nav: { label: "Main" } };
    expect(await formatData(data, before, { printWidth: 120 })).toBe(
      '{\n  "links": [{ "page": "home", "label": "Start" }],\n  "nav": {\n    "label": "Main"\n  }\n}\n',
    );
  });

  it("counts how deep a JSON text nests without reading it, strings left out", () => {
    expect(nesting('{"a":[{"b":"[[[["}]}')).toBe(3);
    expect(nesting("[".repeat(100_000))).toBe(100_000);
  });
});
