import { describe, expect, it } from "vitest";
import { check } from "./load.ts";
import { DATA_MINING, rightsSchema } from "./schema.ts";
import { site } from "./site.ts";
import { contentErrorOf } from "../tests/support/content-error.ts";

// The rights block of content/site.json: set once, carried into every picture, page and feed.

const FILE = "content/site.json";
const good = {
  creator: { name: "Jane Doe", kind: "person" },
  copyright: "© 2026 Jane Doe",
  licence: "/contact",
  dataMining: "no-ai-training",
};
const errorOf = (value: object) => contentErrorOf(() => check(rightsSchema, value, FILE));

describe("rights", () => {
  it("takes a licence page on this site or anywhere on the web", () => {
    expect(check(rightsSchema, good, FILE)).toEqual(good);
    const licence = "https://creativecommons.org/licenses/by-nc/4.0/";
    expect(check(rightsSchema, { ...good, licence }, FILE).licence).toBe(licence);
  });

  it.each([
    [{ ...good, licence: "contact" }, "licence must be a full address starting with https:// or a path"],
    [{ ...good, licence: "//elsewhere.example/terms" }, "licence must be a full address"],
    [{ ...good, licence: "ftp://example.com/terms" }, "licence must be a full address"],
    [{ ...good, dataMining: "no" }, "dataMining"],
    [{ ...good, creator: { name: "Jane Doe", kind: "artist" } }, "creator.kind"],
  ])("refuses %j with a message naming the file and the field", (value, message) => {
    const error = errorOf(value);
    expect(error).toContain(FILE);
    expect(error).toContain(message);
  });

  it("has a PLUS URI for every data-mining choice", () => {
    for (const uri of Object.values(DATA_MINING)) expect(uri).toMatch(/^http:\/\/ns\.useplus\.org\/ldf\/vocab\/DMI-/);
  });

  it("makes a licence path on this site a whole address", () => {
    expect(site.rights.licence).toBe(`${site.url}/contact`);
  });
});
