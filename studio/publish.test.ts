import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { git, openTestStudio, testRepository, type TestStudio, withRemote } from "../tests/support/studio.ts";
import { changeWords } from "./change-words.ts";
import { edgeTarget } from "./publish-edge.ts";
import { gitTarget } from "./publish-git.ts";
import { PLACEHOLDER_ID } from "../edge/deploy-steps.ts";
import { EDGE_CONFIG } from "../edge/wrangler.ts";

// Publish as she uses it: her repository with a remote (here a bare repository on this computer), where a publish
// commits her content changes alone, named by what changed, and pushes them; and Cloudflare with her account stood in
// for. What would fail says so before anything leaves: a content error, nothing to publish, a remote that refuses.

let studio: TestStudio;
let remote: string;
const png = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

beforeAll(async () => {
  const root = testRepository();
  writeFileSync(join(root, ".gitignore"), "public\n");
  writeFileSync(join(root, "package.json"), "{}\n");
  remote = withRemote(root);
  studio = await openTestStudio(root, { targets: [gitTarget(root)] });
}, 30_000);
afterAll(async () => {
  await studio?.close();
  rmSync(remote, { recursive: true, force: true });
});

const head = (where: string) => git(where, "rev-parse", "HEAD");

describe("publishing to her git remote", { timeout: 30_000 }, () => {
  it("commits her content changes alone, named by what changed, and pushes them", async () => {
    const overview = await studio.call("overview", {});
    expect(overview.body.targets).toEqual([
      { id: "git", name: "your git remote", ready: true, note: "origin, branch main" },
    ]);
    const file = "content/projects/wol/project.json";
    const data = JSON.parse(readFileSync(join(studio.root, file), "utf8"));
    data.card.title = "Wall of Legends, Renamed";
    data.page.showcase[0].images.push({ src: "upload:a", alt: "A new legend" });
    const folder = "content/images/wol";
    const saved = await studio.save(
      { [file]: JSON.stringify(data) },
      { "upload:a": { folder, name: "new.png", bytes: await png("#a0c") } },
    );
    expect(saved.status, saved.body.error).toBe(200);
    // Her other work, staged or not, stays as it was.
    writeFileSync(join(studio.root, "package.json"), '{ "name": "hers" }\n');
    git(studio.root, "add", "package.json");
    writeFileSync(join(studio.root, "notes.txt"), "ideas\n");

    const { steps, outcome } = await studio.publish("git");
    expect(outcome.ok, outcome.said).toBe(true);
    expect(outcome.said).toBe(
      'Published to origin: "Studio: Wall of Legends, Renamed (1 picture added)". Your host builds your site from it.',
    );
    expect(steps.filter((step) => step.state === "done").map((step) => step.step)).toEqual([
      "Checking your site as the build will",
      "Looking for your changes",
      "Asking origin whether it takes them",
      "Saving a version of your content",
      "Sending it to origin",
    ]);
    expect(head(remote)).toBe(head(studio.root));
    expect(git(remote, "show", "--name-only", "--format=%s", "HEAD").split("\n")).toEqual([
      "Studio: Wall of Legends, Renamed (1 picture added)",
      "",
      "content/images/wol/new.png",
      "content/projects/wol/project.json",
    ]);
    expect(git(studio.root, "status", "--porcelain")).toBe("M  package.json\n?? notes.txt");
  });

  it("says there is nothing to publish, and makes no version", async () => {
    const before = head(studio.root);
    const { outcome } = await studio.publish("git");
    expect(outcome).toEqual({ ok: false, said: "Nothing to publish: everything you saved is published already." });
    expect(head(studio.root)).toBe(before);
  });

  it("says so before anything leaves when the remote has changes of its own, or the content would stop the build", async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), "mischief-elsewhere-"));
    git(elsewhere, "clone", "--quiet", remote, ".");
    writeFileSync(join(elsewhere, "README.md"), "made elsewhere\n");
    git(elsewhere, "add", "README.md");
    git(elsewhere, "commit", "--quiet", "-m", "Elsewhere");
    git(elsewhere, "push", "--quiet");
    const box = JSON.parse(readFileSync(join(studio.root, "content/box.json"), "utf8"));
    expect(
      (await studio.save({ "content/box.json": JSON.stringify({ ...box, projects: box.projects.toReversed() }) }))
        .status,
    ).toBe(200);
    const [mine, theirs] = [head(studio.root), head(remote)];
    const refused = await studio.publish("git");
    expect(refused.outcome.said).toMatch(/^Nothing was published: origin has changes this computer does not have/);
    expect([head(studio.root), head(remote)]).toEqual([mine, theirs]);

    // A file she broke by hand: the check the build makes first stops the publish.
    writeFileSync(join(studio.root, "content/site.json"), "{");
    const broken = await studio.publish("git");
    expect(broken.outcome.ok).toBe(false);
    expect(broken.outcome.said).toMatch(/^content\/site\.json: .*not valid JSON/);
    expect(broken.steps.at(-1)).toEqual({ step: "Checking your site as the build will", state: "failed" });
    expect([head(studio.root), head(remote)]).toEqual([mine, theirs]);
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it("names in its message each project by its name, new or removed, with its pictures, and the other files", () => {
    const words = changeWords(
      [
        { path: "content/projects/paper-moons/project.json", how: "added" },
        ...[1, 2, 3].map((n) => ({ path: `content/images/paper-moons/moon-${n}.png`, how: "added" as const })),
        { path: "content/projects/xb/project.json", how: "removed" },
        { path: "content/images/wol/old.png", how: "removed" },
        { path: "content/box.json", how: "changed" },
        { path: "content/words/common.json", how: "changed" },
        { path: "content/images/home/hero/frame-01.png", how: "changed" },
      ],
      (slug) => ({ "paper-moons": "Paper Moons", wol: "Wall of Legends" })[slug],
    );
    expect(words).toBe(
      "Studio: Paper Moons (new project, 3 pictures added); removed project xb; Wall of Legends (1 picture removed); project order; words: menus and buttons; pictures of the pages",
    );
  });
});

describe("publishing to Cloudflare, her account stood in for", { timeout: 30_000 }, () => {
  const config = readFileSync(EDGE_CONFIG, "utf8");
  const hers = config
    .replace(PLACEHOLDER_ID, "5b0a52b4-7a43-4c57-9d7e-2f2e0c0d1e11")
    .replaceAll("@example.com", "@inesdraws.art");

  it("is offered once it is set up, builds, then tells the account's refusal in her words", async () => {
    const shipped = edgeTarget("", { config: async () => config });
    expect(await shipped.readiness()).toMatchObject({
      ready: false,
      note: expect.stringMatching(/placeholder database id/),
    });
    const asked: string[][] = [];
    const cloudflare = edgeTarget("", {
      config: async () => hers,
      build: async (hear) => (hear("images: 574 originals"), { ok: true, last: "app: built" }),
      run: async (args) => {
        asked.push(args);
        return { ok: false, output: "✘ [ERROR] You are not authenticated. Please run `wrangler login`." };
      },
    });
    const edge = await openTestStudio(testRepository(), { targets: [cloudflare] });
    try {
      const { steps, outcome } = await edge.publish("cloudflare");
      expect(outcome.said).toMatch(
        /^Not published: This computer is not signed in to your Cloudflare account\. Run `npx wrangler login`/,
      );
      expect(steps.map(({ step, state }) => `${step}: ${state}`)).toEqual([
        "Checking your site as the build will: running",
        "Checking your site as the build will: done",
        "Building your site: running",
        "Building your site: running",
        "Building your site: done",
        "Bringing your inbox's database up to date: running",
        "Bringing your inbox's database up to date: failed",
      ]);
      expect(asked).toEqual([["d1", "migrations", "apply", "DB", "--remote"]]);
    } finally {
      await edge.close();
    }
  });

  it("answers where the site is once the account takes it", async () => {
    const cloudflare = edgeTarget("", {
      config: async () => hers,
      build: async () => ({ ok: true, last: "" }),
      run: async (args) => ({
        ok: true,
        output: args[0] === "deploy" ? "Deployed https://mischief-box.ines.workers.dev" : "",
      }),
    });
    const said = await cloudflare.publish(() => {});
    expect(said).toBe(
      "Published to Cloudflare: https://mischief-box.ines.workers.dev. Your site and its inbox are up to date there.",
    );
  });
});
