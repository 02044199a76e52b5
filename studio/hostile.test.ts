import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestStudio, type TestStudio } from "../tests/support/studio.ts";

// The studio's API probed from outside, as a page on another port, a stray request or a crafted save would: who may
// use it, what it may read and write, and how it answers what no editor sends. The repository around its content/
// holds the files such a probe goes for (.ci/run, package.json, .git/config, data/inbox.db): none may be read,
// written or moved. The integrity of what it accepts is studio/integrity.test.ts's.

let studio: TestStudio;
const SECRETS = {
  "package.json": "{}",
  ".git/config": "[core]",
  ".ci/run": "#!/bin/sh\n",
  "data/inbox.db": "visitors",
};
const untouched = () => {
  for (const [file, text] of Object.entries(SECRETS))
    expect(readFileSync(join(studio.root, file), "utf8"), file).toBe(text);
  expect(statSync(join(studio.root, ".ci/run")).mode & 0o777).toBe(0o755);
  expect(existsSync(join(studio.root, "evil.json")) || existsSync(join(studio.root, ".ci/evil.png"))).toBe(false);
};

beforeAll(async () => {
  studio = await openTestStudio();
  for (const [file, text] of Object.entries(SECRETS)) {
    mkdirSync(join(studio.root, file, ".."), { recursive: true });
    writeFileSync(join(studio.root, file), text);
  }
  chmodSync(join(studio.root, ".ci/run"), 0o755);
  // Links inside content/ that point out of it: a folder and a picture.
  symlinkSync(join(studio.root, ".ci"), join(studio.root, "content/images/out"), "dir");
  mkdirSync(join(studio.root, "content/images/wol"), { recursive: true });
  symlinkSync(join(studio.root, ".ci/run"), join(studio.root, "content/images/wol/run.png"));
});
afterAll(() => studio?.close());

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#123" } })
    .png()
    .toBuffer();
const asset = (path: string, bytes: Buffer) => ({ path, content: bytes.toString("base64"), encoding: "base64" });
/** A request of more than 100 MB, its length declared or sent in chunks until the studio answers; its status. */
function oversized(declared: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { cookie: studio.cookie, origin: studio.base, "content-type": "application/json" };
    const req = request({
      host: "127.0.0.1",
      port: studio.port,
      method: "POST",
      path: "/api/v1",
      headers: declared ? { ...headers, "content-length": 101 * 1024 * 1024 } : headers,
    });
    req.on("response", (answer) => {
      resolve(answer.statusCode ?? 0);
      req.destroy();
    });
    req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
    const chunk = Buffer.alloc(1024 * 1024, 32);
    const more = () => {
      for (let i = 0; i < 110 && !req.destroyed; i++) if (!req.write(chunk)) return void req.once("drain", more);
    };
    more();
  });
}

const box = () => readFileSync(join(studio.root, "content/box.json"), "utf8");

describe("only the studio's own page may use it", { timeout: 20_000 }, () => {
  it("refuses every other origin, a missing one and `null`, even when the browser sends the cookie along", async () => {
    const others = [
      "http://127.0.0.1:3000",
      "http://localhost:5173",
      "http://127.0.0.2",
      "null",
      "https://evil.example",
    ];
    for (let port = 1; port < 65536; port += 997) others.push(`http://127.0.0.1:${port}`, `http://localhost:${port}`);
    others.push(`http://localhost:${studio.port}`, `https://127.0.0.1:${studio.port}`);
    for (const origin of [...others, undefined]) {
      const answer = await studio.api("getEntry", { path: "content/box.json" }, { origin });
      expect(answer.status, String(origin)).toBe(403);
      expect(answer.body).toEqual({ error: "Only the studio's own page may use it." });
    }
    const sneaky = await studio.api("getEntry", { path: "content/box.json" }, { "sec-fetch-site": "same-site" });
    expect(sneaky.status).toBe(403);
    expect((await studio.api("getEntry", { path: "content/box.json" })).status).toBe(200);
  });

  it("gives nothing without the key: no page, no config, no picture, no API", async () => {
    for (const cookie of [undefined, "mischief_studio_1=x", `${studio.cookie}x`, studio.cookie.replace(/=.*/, "=")]) {
      const answer = await studio.api(
        "persistEntry",
        { dataFiles: [{ path: "content/box.json", slug: "box", raw: box() }], assets: [], options: studio.options() },
        { cookie },
      );
      expect(answer.status, String(cookie)).toBe(401);
      for (const path of ["/admin/", "/admin/config.yml", "/admin/studio.js", "/admin/pictures/wol/card.png"])
        expect((await fetch(`${studio.base}${path}`, { headers: cookie ? { cookie } : {} })).status, path).toBe(401);
    }
    const wrong = await fetch(`${studio.base}/admin/?key=guess`, { redirect: "manual" });
    expect([wrong.status, wrong.headers.get("set-cookie")]).toEqual([403, null]);
    const right = await fetch(studio.url, { redirect: "manual" });
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/admin/");
    expect(right.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Strict/);
  });

  it("answers a rebound DNS name with 421", async () => {
    const status = await new Promise((resolve) =>
      request({ port: studio.port, host: "127.0.0.1", path: "/admin/", headers: { host: "evil.example" } }, (a) =>
        resolve(a.statusCode),
      ).end(),
    );
    expect(status).toBe(421);
  });
});

describe("it touches nothing outside content/", { timeout: 20_000 }, () => {
  const OUTSIDE = [
    "package.json",
    ".git/config",
    ".ci/run",
    "data/inbox.db",
    "/etc/passwd",
    "content/../.ci/run",
    "content/images/../../.ci/run",
    "content/%2e%2e/.ci/run",
    "content\\..\\.ci\\run",
    "./content/../package.json",
    "content//../package.json",
    "content/images/out/run",
    "content/.git/config",
    "content/projects/wol/project.json\u0000",
  ];

  it("reads none of the repository's files, by any path, link or action", async () => {
    for (const path of OUTSIDE) {
      for (const [action, params] of [
        ["getEntry", { path }],
        ["entriesByFiles", { files: [{ path }] }],
        ["getMediaFile", { path }],
        ["getMedia", { mediaFolder: path }],
        ["entriesByFolder", { folder: path, extension: "json", depth: 3 }],
      ] as const) {
        const answer = await studio.api(action, params);
        expect(answer.status, `${action} ${path}`).toBeGreaterThanOrEqual(400);
        expect(JSON.stringify(answer.body)).not.toMatch(/visitors|\[core\]|#!\/bin/);
      }
    }
    untouched();
  });

  it("writes and moves nothing outside, whatever path, newPath or link a save names", async () => {
    const raw = readFileSync(join(studio.root, "content/projects/wol/project.json"), "utf8").replace(
      "Wall of Legends",
      "$(touch /tmp/pwned)",
    );
    const saves = [
      { path: ".ci/run", newPath: "content/projects/wol/project.json", raw },
      { path: "package.json", newPath: "content/projects/moved/project.json", raw },
      { path: "content/projects/wol/project.json", newPath: "content/projects/bb/project.json", raw },
      { path: "content/projects/wol/project.json", newPath: "evil.json", raw },
      { path: "content/../evil.json", raw: "{}" },
      { path: "content/images/out/evil.json", raw: "{}" },
    ];
    for (const dataFile of saves) {
      const dataFiles = [{ ...dataFile, slug: "wol/project" }]; // as Decap sends them
      const answer = await studio.api("persistEntry", { dataFiles, assets: [], options: studio.options() });
      expect(answer.status, JSON.stringify(dataFile.path)).toBe(403);
    }
    for (const path of ["content/../.ci/evil.png", "content/images/../../.ci/evil.png"]) {
      expect((await studio.upload(path, await png())).status, path).toBeGreaterThanOrEqual(400);
      const assets = [asset(path, await png())];
      const entry = await studio.api("persistEntry", { dataFiles: [], assets, options: studio.options() });
      expect(entry.status, path).toBeGreaterThanOrEqual(400);
    }
    for (const paths of [
      [".ci/run"],
      ["content/images/out"],
      ["content/images/wol/run.png"],
      ["content/projects/wol"],
      ["content/box.json"],
    ])
      expect((await studio.remove(paths)).status, paths[0]).toBeGreaterThanOrEqual(400);
    expect(existsSync(join(studio.root, "content/projects/wol/project.json"))).toBe(true);
    untouched();
  });

  it("follows no link inside content/ out of it, to read or to write", async () => {
    const link = await studio.api("getMediaFile", { path: "content/images/wol/run.png" });
    expect([link.status, link.body.error]).toEqual([
      403,
      "content/images/wol/run.png is a link: the studio does not follow links.",
    ]);
    for (const mediaFolder of ["content/images/wol", "content/images"]) {
      const listed = await studio.api("getMedia", { mediaFolder });
      expect(JSON.stringify(listed.body)).not.toMatch(/run\.png|#!\/bin/);
    }
    expect((await studio.api("getMedia", { mediaFolder: "content/images/out" })).status).toBe(403);
    for (const path of ["content/images/out/evil.png", "content/images/wol/run.png"]) {
      expect((await studio.upload(path, await png())).status, path).toBe(403);
      const assets = [asset(path, await png())];
      const entry = await studio.api("persistEntry", { dataFiles: [], assets, options: studio.options() });
      expect(entry.status, path).toBe(403);
    }
    untouched();
  });
});

describe("what no editor sends", () => {
  it("is refused with a 4xx that names no file of this computer and has no stack", async () => {
    const nested = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const deep = `{"action":"getEntry","params":${nested}}`;
    const bodies: [string | Buffer, number][] = [
      // The saved file's own text nested as deep: a recursive reader would overflow.
      [
        JSON.stringify({
          action: "persistEntry",
          params: {
            dataFiles: [{ path: "content/box.json", slug: "box", raw: `{"projects":${nested}}` }],
            assets: [],
            options: studio.options(),
          },
        }),
        400,
      ],
      [deep, 400],
      ["{not json", 400],
      ["", 400],
      [JSON.stringify({ action: "info" }), 422],
      [JSON.stringify({ action: "constructor" }), 422],
      [JSON.stringify({ action: "persistEntry", params: { dataFiles: "x" } }), 400],
      [JSON.stringify({ action: "getEntry", params: { path: { toString: 1 } } }), 400],
    ];
    for (const [body, status] of bodies) {
      const answer = await studio.post(body);
      const text = await answer.text();
      expect(answer.status, text.slice(0, 80)).toBe(status);
      expect(text).not.toMatch(/\/tmp\/|\/work\/|node:|at .*\(|Error:/);
    }
    // Larger than it takes, told by its length or found while reading it: refused before it is all read.
    expect(await oversized(true)).toBe(413);
    expect(await oversized(false)).toBe(413);
    const tooDeep = await studio.save({ "content/box.json": `{"projects":${"[".repeat(40)}${"]".repeat(40)}}` });
    expect(tooDeep).toEqual({ status: 400, body: { error: "content/box.json is nested too deep." } });
    const typed = await studio.post("{}", { "content-type": "text/plain" });
    expect(typed.status).toBe(415);
  }, 30_000);
});
