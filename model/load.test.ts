import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadProjects } from "./box.ts";
import { check, closest, ContentError, readData, withRecipe } from "./load.ts";
import { projectSchema } from "./schema.ts";
import { contentErrorOf } from "../tests/support/content-error.ts";
import { tempFolders } from "../tests/support/temp-folders.ts";

// Content errors teach: the file where the value is written, the place in words counting from 1, what is allowed,
// and a suggestion where there is one. Each mistake below is one an artist made or could make.

const image = (src: string) => ({ src, alt: `Picture ${src}` });
const good = {
  card: { title: "Zine", description: "A small zine.", image: image("zine/card.png"), badges: ["#editorial"] },
  menu: { name: "Zine", description: "A small zine", logo: "/brand/menu/zine.svg" },
  page: {
    banner: image("zine/banner.png"),
    title: "Zine",
    description: "Line one.\nLine two.",
    smallTitle: "My Contributions",
    listItems: ["Pages"],
    showcase: [
      { title: "The Cover", layout: "grid", images: [image("zine/cover.png")] },
      { title: "The Pages", layout: "grid", images: [image("zine/page-01.png"), image("zine/page-02.png")] },
    ],
  },
};
const FILE = "content/projects/zine/project.json";
const withPage = (page: object) => ({ ...good, page: { ...good.page, ...page } });
const pages = (...images: object[]) =>
  withPage({ showcase: [good.page.showcase[0], { title: "The Pages", layout: "grid", images }] });

describe("check", () => {
  it("returns a valid file's data", () => {
    expect(check(projectSchema, good, FILE)).toEqual(good);
  });

  it.each([
    [
      "a misspelled alt",
      pages(image("zine/page-01.png"), { src: "zine/page-02.png", atl: "Page two" }),
      [
        'section 2 "The Pages", picture 2: has an unknown field "atl": did you mean "alt"?',
        'section 2 "The Pages", picture 2: alt is missing',
      ],
    ],
    [
      "a misspelled src",
      pages({ scr: "zine/page-01.png", alt: "Page one" }),
      ['section 2 "The Pages", picture 1: has an unknown field "scr": did you mean "src"?'],
    ],
    [
      "an empty alt",
      pages(image("zine/page-01.png"), { src: "zine/page-02.png", alt: " " }),
      ['section 2 "The Pages", picture 2: alt must not be empty'],
    ],
    [
      "a date written the other way round",
      withPage({ date: "25/11/2026" }),
      ["page.date must be a date written YYYY-MM-DD, like 2026-11-25"],
    ],
    [
      "a picture's date that is no day",
      pages({ ...image("zine/page-01.png"), date: "2026-02-30" }),
      ['section 2 "The Pages", picture 1: date must be a date written YYYY-MM-DD, like 2026-11-25'],
    ],
    [
      "an empty menu description",
      { ...good, menu: { ...good.menu, description: "  " } },
      ["menu.description must not be empty"],
    ],
    [
      "a sub-heading the spec does not have",
      withPage({ smallTitle: "My Work" }),
      ['page.smallTitle must be "My Contributions" or "What I Explored"'],
    ],
    [
      "a badge that is not a hashtag",
      { ...good, card: { ...good.card, badges: ["#editorial", "branding"] } },
      ["card, badge 2: must be a hashtag like #illustration"],
    ],
    [
      "a list item that is a number",
      withPage({ listItems: ["Pages", 3] }),
      ["page, list item 2: must be text in quotes"],
    ],
    [
      "a picture path outside content/images",
      withPage({ banner: image("../secret.png") }),
      ["page.banner.src must be a lower-case path under content/images/"],
    ],
    [
      "a website that is not http(s)",
      withPage({ website: "javascript:alert(1)" }),
      ["page.website must be an http(s) URL"],
    ],
    [
      "an untitled section without a label",
      withPage({ showcase: [{ layout: "grid", images: [image("zine/a.png")] }] }),
      ["section 1: title needs a title, or a label when untitled"],
    ],
    [
      "a pairs section with an odd number of pictures",
      withPage({
        showcase: [{ title: "Twins", layout: "pairs", images: [image("zine/a.png")] }],
      }),
      ['section 1 "Twins": images a pairs section needs an even number of images'],
    ],
  ])("explains %s", (_, value, lines) => {
    const message = contentErrorOf(() => check(projectSchema, value, FILE));
    expect(message.startsWith(`Content error in ${FILE}:\n`)).toBe(true);
    for (const line of lines) expect(message).toContain(`  ${line}`);
  });
});

describe("readData", () => {
  const temp = tempFolders("content");
  let root: string;
  beforeEach(() => {
    root = temp.make();
  });
  afterEach(temp.removeAll);

  it("names the line and column of a file that is not JSON, and drops the $schema line", () => {
    writeFileSync(join(root, "site.json"), '{\n  "name": "Box",\n  "tagline": "x"\n  "description": "y"\n}\n');
    expect(contentErrorOf(() => readData(root, "site.json"))).toMatch(
      /^Content error in content\/site\.json:\n {2}line 4, column 3: this is not valid JSON/,
    );
    writeFileSync(join(root, "box.json"), '{ "$schema": "../schemas/box.schema.json", "projects": ["a"] }');
    expect(readData(root, "box.json")).toEqual({ projects: ["a"] });
  });

  describe("the box", () => {
    const project = (slug: string) => {
      mkdirSync(join(root, "projects", slug), { recursive: true });
      writeFileSync(join(root, "projects", slug, "project.json"), JSON.stringify(good));
    };

    it("shows a folder the list forgets last, and says so", () => {
      project("zine");
      project("art-book");
      writeFileSync(join(root, "box.json"), JSON.stringify({ projects: ["zine"] }));
      const { projects, warnings } = loadProjects(root);
      expect(projects.map((p) => p.slug)).toEqual(["zine", "art-book"]);
      expect(warnings).toEqual(["content/projects/art-book/ is not listed in content/box.json, so it is shown last"]);
    });

    it("names a listed project without a folder, and the folder it may mean", () => {
      project("zine");
      writeFileSync(join(root, "box.json"), JSON.stringify({ projects: ["zines"] }));
      expect(contentErrorOf(() => loadProjects(root))).toBe(
        'Content error in content/box.json:\n  project 1 "zines" has no folder content/projects/zines/: did you mean "zine"?',
      );
    });

    it("names a project listed twice", () => {
      project("zine");
      writeFileSync(join(root, "box.json"), JSON.stringify({ projects: ["zine", "zine"] }));
      expect(contentErrorOf(() => loadProjects(root))).toBe(
        'Content error in content/box.json:\n  the project "zine" is listed twice',
      );
    });

    it("names the project file of a mistake, and gives each recipe its picture's src as the seed", () => {
      project("zine");
      writeFileSync(join(root, "box.json"), JSON.stringify({ projects: ["zine"] }));
      writeFileSync(
        join(root, "projects", "zine", "placeholders.json"),
        JSON.stringify({ "zine/cover.png": { kind: "k" }, "zine/card.png": { kind: "k", seed: "x" } }),
      );
      const [zine] = loadProjects(root).projects;
      expect(zine?.page.showcase[0]?.images[0]?.art).toEqual({ kind: "k", seed: "zine/cover.png" });
      expect(zine?.card.image.art).toEqual({ kind: "k", seed: "x" });
      writeFileSync(join(root, "projects", "zine", "project.json"), JSON.stringify({ ...good, titel: "typo" }));
      expect(contentErrorOf(() => loadProjects(root))).toBe(
        `Content error in ${FILE}:\n  has an unknown field "titel": did you mean "title"?`,
      );
    });
  });
});

describe("ContentError", () => {
  it("tells mistakes in several files as one error, each file as its own would, in order", () => {
    const problems = [
      { file: "content/box.json", lines: ["the box needs at least one project"] },
      { file: FILE, lines: ["title must not be empty", "alt must not be empty"] },
    ];
    const error = new ContentError(problems);
    expect(error.problems).toEqual(problems);
    expect(error.message).toBe(
      [
        new ContentError("content/box.json", ["the box needs at least one project"]).message,
        new ContentError(FILE, ["title must not be empty", "alt must not be empty"]).message,
      ].join("\n"),
    );
  });
});

describe("closest", () => {
  it("suggests a near word, and nothing for a far one", () => {
    expect(closest("atl", ["src", "alt", "title"])).toBe("alt");
    expect(closest("page-3.png", ["page-03.png", "cover.png"])).toBe("page-03.png");
    expect(closest("banana", ["src", "alt"])).toBeUndefined();
  });

  it("keeps a picture without a recipe as it is", () => {
    expect(withRecipe(image("a.png"), {})).toEqual(image("a.png"));
  });
});
