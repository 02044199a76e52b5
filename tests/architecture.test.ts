import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

// What may import what (README, "Architecture"), read from the source: every import, export-from and dynamic
// import() of the project's own TypeScript, type-only ones included (a type cycle is still a knot for the reader).

const FOLDERS = ["app", "model", "scripts", "server", "shared", "tests"];
const ROOT_FILES = ["react-router.config.ts", "vite.config.ts", "vitest.config.ts", "playwright.config.ts"];
const SOURCE = /\.(ts|tsx)$/;

function sources(): string[] {
  const files = FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) => join(folder, file)),
  );
  return [...files.filter((file) => SOURCE.test(file) && statSync(file).isFile()), ...ROOT_FILES].map(normalize);
}

/** The project files a source file imports. */
function importsOf(file: string, known: ReadonlySet<string>): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [
    ...text.matchAll(/(?:^|[\s;])(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm),
  ]
    .map((match) => match[1] ?? match[2]!)
    .filter((specifier) => specifier.startsWith("."));
  return specifiers.flatMap((specifier) => {
    const path = join(dirname(file), specifier);
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
 * artist's content/, which holds data only, and what the build made of it) ← scripts/ (the build's steps) and app/
 * (the pages), which know nothing of each other but what shared/ and model/ say; server/ stands apart, sharing shared/
 * and reading the words, the build settings and the build's record. Tests, the tools
 * that test and measure (scripts/test*.ts, perf.ts, bench-*.ts, measure/) and the root's config files may import
 * anything.
 */
const MAY_IMPORT: [from: RegExp, to: RegExp][] = [
  [/^shared\//, /^shared\//],
  [/^model\//, /^(model|shared)\//],
  [/^scripts\/(measure\/|bench-|perf|test)/, /./],
  [/^scripts\//, /^(scripts|model|shared)\//],
  [/^app\//, /^(app|model|shared)\//],
  [/^server\//, /^(server|shared)\/|^model\/(words|contact-words|build-settings|build-record|fill)\.ts$/],
];

/** An import the layers forbid, as "from -> to"; tests and the root's files are free. */
function crossings(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([file, targets]) => {
    const rule = MAY_IMPORT.find(([from]) => from.test(file));
    if (!rule || /\.test\.tsx?$/.test(file)) return [];
    return targets.filter((target) => !rule[1].test(target)).map((target) => `${file} -> ${target}`);
  });
}

const files = sources();
const known = new Set(files);
const graph = new Map(files.map((file) => [file, importsOf(file, known)]));

describe("the project's imports", () => {
  it("are read from every source file", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(graph.get(normalize("app/routes.ts"))).toContain(normalize("model/box.ts"));
  });

  it("keep to the layers", () => {
    expect(crossings(graph)).toEqual([]);
  });

  it("form no cycle", () => {
    expect(cycles(graph)).toEqual([]);
  });
});
