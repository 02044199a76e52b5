import { describe, expect, it } from "vitest";
import { jsonSchemas } from "../../model/json-schemas.ts";
import { changed, newProject } from "./naming.ts";
import { pageOf } from "./pages.ts";
import { blank, getIn, type JsonSchema, nodeOf, setIn } from "./schema.ts";
import { fieldName, folderOf, itemName } from "./words.ts";

// The editor's logic, apart from its page: the forms it makes of the build's JSON Schemas, a new project's names, the
// page of her site that shows what she edits, and its words for fields and items.

const schema = (name: string) => JSON.parse(jsonSchemas()[name]!) as JsonSchema;
const project = nodeOf(schema("project.schema.json"))!;

describe("a file's form, from its JSON Schema", () => {
  it("has groups, lists, words and pictures, with what the build needs marked", () => {
    if (project.kind !== "group") throw new Error("a project is a group");
    const card = project.fields.find((field) => field.key === "card")!;
    expect(card).toMatchObject({ required: true, node: { kind: "group" } });
    const fields = card.node.kind === "group" ? card.node.fields : [];
    expect(fields.map(({ key, required, node }) => [key, required, node.kind])).toEqual([
      ["title", true, "text"],
      ["description", true, "text"],
      ["image", false, "picture"],
      ["badges", true, "list"],
    ]);
    const page = project.fields.find((field) => field.key === "page")!.node;
    const showcase = page.kind === "group" ? page.fields.find((field) => field.key === "showcase")!.node : undefined;
    expect(showcase).toMatchObject({ kind: "list", item: { kind: "group" } });
    const frames = nodeOf(schema("site.schema.json"));
    const home = frames?.kind === "group" ? frames.fields.find((f) => f.key === "home")!.node : undefined;
    expect(home?.kind === "group" && home.fields.find((f) => f.key === "frames")!.node).toEqual({
      kind: "list",
      item: { kind: "picture" },
      min: 16,
      max: 16,
    });
  });

  it("makes a new value with what the build needs, and changes one place of the data without touching the rest", () => {
    const made = blank(project) as { card: { badges: string[] }; page: { smallTitle: string; showcase: unknown[] } };
    expect([made.card.badges, made.page.smallTitle, made.page.showcase]).toEqual([[""], "My Contributions", []]);
    const data = { a: { b: [1, 2] }, c: 3 };
    const next = setIn(data, ["a", "b", 1], 5);
    expect(next).toEqual({ a: { b: [1, 5] }, c: 3 });
    expect(data.a.b).toEqual([1, 2]);
    expect(getIn(setIn(next, ["a"], undefined), ["a"])).toBeUndefined();
  });
});

describe("a new project", () => {
  it("is named once: its card, menu and page take the name, and follow the card's title until changed", () => {
    const data = newProject(project, "Paper Moons");
    expect(getIn(data, ["page", "showcase"])).toEqual([{ title: "Gallery", layout: "grid", images: [] }]);
    const draft = { key: "new:1", data, base: "", folder: "paper-moons" };
    const renamed = changed(draft, ["card", "title"], "Paper Suns");
    expect([getIn(renamed.data, ["menu", "name"]), getIn(renamed.data, ["page", "title"]), renamed.folder]).toEqual([
      "Paper Suns",
      "Paper Suns",
      "paper-suns",
    ]);
    const own = changed(
      { ...draft, ...renamed, data: setIn(renamed.data, ["menu", "name"], "Suns") },
      ["card", "title"],
      "Suns!",
    );
    expect([getIn(own.data, ["menu", "name"]), getIn(own.data, ["page", "title"])]).toEqual(["Suns", "Suns!"]);
    const saved = changed({ key: "content/projects/wol/project.json", data, base: "" }, ["card", "title"], "New");
    expect(getIn(saved.data, ["menu", "name"])).toBe("Paper Moons");
  });

  it("gets a folder name made of its name", () => {
    expect(folderOf("  Paper Moons: Ça va! ")).toBe("paper-moons-ca-va");
  });
});

describe("her page beside the form", () => {
  it("is the page that shows what she edits", () => {
    expect(pageOf("content/projects/wol/project.json", "card", "mb")).toBe("/thebox/wol");
    expect(pageOf("content/box.json", undefined, "mb")).toBe("/thebox");
    expect(pageOf("content/site.json", "about", "mb")).toBe("/about");
    expect(pageOf("content/site.json", undefined, "mb")).toBe("/");
    expect(pageOf("content/words/pages.json", "project", "mb")).toBe("/thebox/mb");
    expect(pageOf("content/words/contact.json", undefined, "mb")).toBe("/contact");
    expect(pageOf("new:1", undefined, "mb")).toBeUndefined();
  });
});

describe("the studio's words", () => {
  it("name fields by what they are and items by what they hold", () => {
    expect(
      [
        ["page", "showcase"],
        ["page", "smallTitle"],
        ["project", "visitWebsiteOf"],
        ["nav", "links", 0, "page"],
      ].map(fieldName),
    ).toEqual(["Galleries", "Heading above the list", "Visit website of", "Page"]);
    expect(itemName(["page", "showcase"], 1, { title: "Legends", images: [] })).toBe("Gallery 2: Legends");
    expect(itemName(["page", "showcase", 0, "images"], 2, { src: "wol/a.png", alt: "A fox" })).toBe("Picture 3: A fox");
    expect(itemName(["card", "badges"], 0, "#illustration")).toBe("Tag 1: #illustration");
  });
});
