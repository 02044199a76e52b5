// The example site: the site built from the example content as shipped (tests/fixtures/example-content/), which the
// browser tests check against the spec. While content/ holds exactly those files it is the project's own build. Once
// the artist has edited content/, it is built apart, in .cache/example-site/ (a copy of the code with the example
// content as its content/), so that her edits never turn a test red and her build and pictures are never touched.

import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { basename, dirname, join } from "node:path";

export const EXAMPLE_CONTENT = join("tests", "fixtures", "example-content");
const COPY = join(".cache", "example-site");
/** The code a build needs; public/ without what `npm run assets` generates there. */
export const CODE = ["app", "edge", "inbox", "model", "packages", "schemas", "scripts", "server", "shared", "public"];
export const ROOT_FILES = ["package.json", "react-router.config.ts", "vite.config.ts", "tsconfig.json"];
/** What `npm run assets` writes into public/, and the copy's build keeps; and the copy's own edge runtime's state. */
const GENERATED = new Set([
  "edge/.wrangler",
  "public/assets",
  "public/downloads",
  "public/share",
  "public/icons",
  "public/apple-touch-icon.png",
  "public/manifest.webmanifest",
]);

interface ExampleSite {
  /** The project folder whose build is the example site: the project itself, or the copy. */
  dir: string;
  own: boolean;
}

export function exampleSite(root: string): ExampleSite {
  const own = sameFiles(join(root, "content"), join(root, EXAMPLE_CONTENT));
  return { dir: own ? root : join(root, COPY), own };
}

/**
 * Lays out the copy: the code as it is now and the example content, timestamps kept (so its build is stale only when
 * something changed); its own build, pictures and caches stay between runs.
 */
export function prepareExampleSite(root: string): void {
  layOutProject(root, join(root, COPY), join(root, EXAMPLE_CONTENT));
}

/**
 * A project folder at `dest` with this project's code and the example content, for a test or a benchmark to change as
 * she would. Its pictures' caches come from the example site's build, which has them all whatever she did to hers:
 * only what the test adds is encoded.
 */
export function layOutExample(root: string, dest: string): void {
  layOutProject(root, dest, join(root, EXAMPLE_CONTENT), exampleSite(root).dir);
}

/**
 * A project folder at `dest` with this project's code and `content` as its content/, built with this project's
 * packages. The first time, the caches of pictures and share pictures are copied from `caches` too, so that only those
 * that differ are made.
 */
function layOutProject(root: string, dest: string, content: string, caches = root): void {
  const first = !existsSync(join(dest, "package.json"));
  if (first) {
    for (const cache of [".cache/images", ".cache/art", "public/assets/img", "public/share"])
      if (existsSync(join(caches, cache))) cpSync(join(caches, cache), join(dest, cache), { recursive: true });
  }
  for (const name of [...CODE, ...ROOT_FILES]) sync(join(root, name), join(dest, name), (path) => GENERATED.has(path));
  sync(content, join(dest, "content"), () => false);
  if (!existsSync(join(dest, "node_modules")))
    symlinkSync(join(root, "node_modules"), join(dest, "node_modules"), "dir");
}

/**
 * Makes `to` hold what `from` holds: new and changed files copied with their times (so a build there is stale only
 * when something changed), files gone from `from` deleted; what `skip` names (by its path below the project, like
 * public/assets) is neither copied nor deleted, so the build's own output there stays.
 */
function sync(from: string, to: string, skip: (path: string) => boolean, path = basename(from)): void {
  if (skip(path)) return;
  const source = statSync(from);
  if (!source.isDirectory()) {
    const target = existsSync(to) ? statSync(to) : undefined;
    if (!target || target.size !== source.size || target.mtimeMs !== source.mtimeMs) {
      mkdirSync(dirname(to), { recursive: true });
      cpSync(from, to, { preserveTimestamps: true });
    }
    return;
  }
  mkdirSync(to, { recursive: true });
  const names = new Set(readdirSync(from));
  for (const name of readdirSync(to))
    if (!names.has(name) && !skip(`${path}/${name}`)) rmSync(join(to, name), { recursive: true, force: true });
  for (const name of names) sync(join(from, name), join(to, name), skip, `${path}/${name}`);
}

/** Whether two folders hold the same files with the same bytes. */
function sameFiles(a: string, b: string): boolean {
  const list = (dir: string) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => statSync(join(dir, file)).isFile())
      .sort();
  const files = list(a);
  const others = list(b);
  return (
    files.length === others.length &&
    files.every((file, i) => file === others[i] && readFileSync(join(a, file)).equals(readFileSync(join(b, file))))
  );
}
