import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

// What may import what (README, "Architecture"), read from the source: every import, export-from and dynamic
// import() of the project's own TypeScript, type-only ones included (a type cycle is still a knot for the reader).
// The workspace packages (packages/*) are the project's too: the site names them by their package name, and they
// import nothing of the site.

const FOLDERS = [
  "app",
  "edge",
  "inbox",
  "model",
  "packages",
  "scripts",
  "server",
  "shared",
  "studio",
  "tests",
  "tools",
];
const ROOT_FILES = ["react-router.config.ts", "vite.config.ts", "vitest.config.ts", "playwright.config.ts"];
const SOURCE = /\.(ts|tsx)$/;

function sources(): string[] {
  // studio/node_modules (the studio's own install, Decap's hundreds of packages) is not ours and not read.
  const files = FOLDERS.flatMap((folder) =>
    folder === "studio"
      ? readdirSync(folder).map((file) => join(folder, file))
      : readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) => join(folder, file)),
  );
  return [
    ...files.filter((file) => SOURCE.test(file) && !/node_modules/.test(file) && statSync(file).isFile()),
    ...ROOT_FILES,
  ].map(normalize);
}

type Manifest = {
  name: string;
  exports: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

/** The workspace packages (package.json's "workspaces": packages/*), by name: their folder and manifest. */
const workspaces = new Map(
  readdirSync("packages")
    .map((name) => join("packages", name))
    .filter((dir) => statSync(join(dir, "package.json"), { throwIfNoEntry: false })?.isFile())
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
      return [manifest.name, { dir: normalize(dir), manifest }] as const;
    }),
);

/** The npm package a bare specifier names: its first part, or two for a scoped one ("@scope/name/sub"). */
const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** The workspace package a path is in, if any. */
const workspaceOf = (path: string) => [...workspaces.values()].find(({ dir }) => path.startsWith(`${dir}/`));

/** Every module a source file names: import (for its bindings or its effects), export-from and import(). */
function specifiersOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [
    ...text.matchAll(
      /(?:^|[\s;])(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^import\s*["']([^"']+)["']/gm,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3]!);
}

/** The path a relative specifier names, relative to the project root, without its extension resolved. */
const pathOf = (file: string, specifier: string) => normalize(join(dirname(file), specifier));

/** The file a workspace package's entry point names ("placeholder-art/samples"), or undefined for no such entry. */
function entryOf(specifier: string): string | undefined {
  const workspace = workspaces.get(packageName(specifier));
  if (!workspace) return undefined;
  const entry = `.${specifier.slice(workspace.manifest.name.length)}`;
  const target = workspace.manifest.exports[entry];
  return target ? normalize(join(workspace.dir, target)) : undefined;
}

/** The project files a source file imports: by relative path, or a workspace package by its name. */
function importsOf(file: string, known: ReadonlySet<string>): string[] {
  return specifiersOf(file).flatMap((specifier) => {
    if (workspaces.has(packageName(specifier))) {
      const entry = entryOf(specifier);
      return entry && known.has(entry) ? [entry] : [];
    }
    if (!specifier.startsWith(".")) return [];
    const path = pathOf(file, specifier);
    const candidates = extname(path) ? [path] : [`${path}.ts`, `${path}.tsx`];
    const target = candidates.map(normalize).find((candidate) => known.has(candidate));
    return target ? [target] : [];
  });
}

/** The import cycles, each as the files in it (Tarjan's strongly connected components of two or more files). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return found;
}

/**
 * Who may import whom, lowest layer first: shared/ (neutral, imports nothing of ours) ← model/ (reads and checks the
 * artist's content/, which holds data only) ← scripts/ (the build's steps; they also use
 * the workspace packages, packages/*, by name) and app/ (the pages), which know nothing of each other but what shared/
 * and model/ say; inbox/ (the contact inbox's rules, for both runtimes) uses shared/ and the contact form's words;
 * server/ (`npm start`) and edge/ (`npm run edge`) stand apart, each running inbox/ on its runtime; server/ also reads
 * the words, the build settings and the build's record. Tests, the tools that test and measure (tools/) and the root's config files may import anything. A package imports nothing but itself (`outsideImports`, below, for its tests too).
 */
const MAY_IMPORT: [from: RegExp, to: RegExp][] = [
  [/^packages\//, /^packages\//],
  [/^shared\//, /^shared\//],
  [/^model\//, /^(model|shared)\//],
  [/^scripts\//, /^(scripts|model|shared|packages)\//],
  [/^app\//, /^(app|model|shared)\//],
  [/^inbox\//, /^(inbox|shared)\/|^model\/(contact-words|inbox-words|fill)\.ts$/],
  [/^server\//, /^(server|inbox|edge|shared)\/|^model\/(words|contact-words|build-settings|build-record|fill)\.ts$/],
  [/^edge\//, /^(edge|inbox|shared)\/|^model\/build-record\.ts$/],
  [/^studio\//, /^(studio|model|shared)\//],
];

/** An import the layers forbid, as "from -> to"; tests and the root's files are free. */
function crossings(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([file, targets]) => {
    const rule = MAY_IMPORT.find(([from]) => from.test(file));
    if (!rule || /\.test\.tsx?$/.test(file)) return [];
    return targets.filter((target) => !rule[1].test(target)).map((target) => `${file} -> ${target}`);
  });
}

/**
 * What a workspace package's files (its tests included) import from outside its own folder, as "file -> specifier":
 * anything but Node's builtins (`node:`) and the npm packages its package.json depends on.
 */
function outsideImports(): string[] {
  return files.flatMap((file) => {
    const workspace = workspaceOf(file);
    if (!workspace) return [];
    const npm = { ...workspace.manifest.dependencies, ...workspace.manifest.devDependencies };
    const allowed = (specifier: string) =>
      specifier.startsWith(".")
        ? pathOf(file, specifier).startsWith(`${workspace.dir}/`)
        : specifier.startsWith("node:") || packageName(specifier) in npm;
    return specifiersOf(file)
      .filter((specifier) => !allowed(specifier))
      .map((specifier) => `${file} -> ${specifier}`);
  });
}

/**
 * The imports from outside a workspace package that reach into packages/ by relative path, or name a package's module
 * that is not one of its entry points (its package.json's "exports"), as "file -> specifier".
 */
function reachesIn(): string[] {
  return files.flatMap((file) => {
    const own = workspaceOf(file);
    return specifiersOf(file)
      .filter((specifier) =>
        specifier.startsWith(".")
          ? !own && /^packages\//.test(pathOf(file, specifier))
          : workspaces.has(packageName(specifier)) && !entryOf(specifier),
      )
      .map((specifier) => `${file} -> ${specifier}`);
  });
}

const files = sources();
const known = new Set(files);
const graph = new Map(files.map((file) => [file, importsOf(file, known)]));

describe("the project's imports", () => {
  it("are read from every source file", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(graph.get(normalize("app/routes.ts"))).toContain(normalize("shared/paths.ts"));
  });

  it("leave studio/ (`npm run studio`) to itself: only tests and tools import it", () => {
    const importers = [...graph]
      .filter(
        ([file, targets]) => !/^(studio|tests|tools)\//.test(file) && targets.some((t) => t.startsWith("studio/")),
      )
      .map(([file]) => file);
    expect(importers).toEqual([]);
    expect(graph.get(normalize("studio/server.ts"))).toContain(normalize("studio/decap.ts"));
  });

  it("keep to the layers", () => {
    expect(crossings(graph)).toEqual([]);
  });

  it("leave a workspace package (packages/*) on its own: it imports only itself, Node's builtins and its npm dependencies", () => {
    expect(workspaces.size).toBeGreaterThan(0);
    expect(files.some((file) => workspaceOf(file))).toBe(true);
    expect(outsideImports()).toEqual([]);
  });

  it("reach a workspace package only by its name and its entry points, never by relative path into packages/", () => {
    expect(graph.get(normalize("scripts/images/originals.ts"))).toContain(
      normalize("packages/placeholder-art/src/index.ts"),
    );
    expect(reachesIn()).toEqual([]);
  });

  it("form no cycle", () => {
    expect(cycles(graph)).toEqual([]);
  });
});
