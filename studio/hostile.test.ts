import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestStudio, testRepository, type TestStudio } from "../tests/support/studio.ts";
import type { Preview } from "./preview.ts";

// The studio's API probed from outside, as a page on another port (her page's preview among them), a stray request or
// a crafted save would: who may use it, what it may read and write, and how it answers what no editor sends. The
// repository around its content/ holds the files such a probe goes for (.ci/run, package.json, .git/config,
// data/inbox.db): none may be read, written or moved. The integrity of what it accepts is studio/integrity.test.ts's.

let studio: TestStudio;
const SECRETS = {
  "package.json": "{}",
  ".git/config": "[core]",
  ".ci/run": "#!/bin/sh\n",
  "data/inbox.db": "visitors",
};
const SECRET_TEXT = /visitors|\[core\]|#!\/bin/;
/** Her page's preview, as the studio knows it: another origin of this computer. */
const PREVIEW = "http://127.0.0.1:5999";
const preview: Preview = { state: () => ({ state: "ready", origin: PREVIEW, said: "", version: 0 }), stop: () => {} };

const untouched = () => {
  for (const [file, text] of Object.entries(SECRETS))
    expect(readFileSync(join(studio.root, file), "utf8"), file).toBe(text);
  expect(statSync(join(studio.root, ".ci/run")).mode & 0o777).toBe(0o755);
  expect(existsSync(join(studio.root, "evil.json")) || existsSync(join(studio.root, ".ci/evil.png"))).toBe(false);
};

beforeAll(async () => {
  studio = await openTestStudio(testRepository(), { targets: [], preview });
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
/** A request of more than 100 MB, its length declared or sent in chunks until the studio answers; its status. */
function oversized(declared: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { cookie: studio.cookie, origin: studio.base, "content-type": "application/json" };
    const req = request({
      host: "127.0.0.1",
      port: studio.port,
      method: "POST",
      path: "/api",
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
  it("refuses every other origin (her page's preview too), a missing one and `null`, even with the cookie", async () => {
    const others = [PREVIEW, "http://127.0.0.1:3000", "http://localhost:5173", "http://127.0.0.2", "null"];
    for (let port = 1; port < 65536; port += 997) others.push(`http://127.0.0.1:${port}`, `http://localhost:${port}`);
    others.push(`http://localhost:${studio.port}`, `https://127.0.0.1:${studio.port}`, "https://evil.example");
    for (const origin of [...others, undefined]) {
      const answer = await studio.call("read", { path: "content/box.json" }, { origin });
      expect(answer.status, String(origin)).toBe(403);
      expect(answer.body).toEqual({ error: "Only the studio's own page may use it." });
      const publish = await studio.post({ target: "git" }, { origin }, "/api/publish");
      expect(publish.status, String(origin)).toBe(403);
    }
    const sneaky = await studio.call("read", { path: "content/box.json" }, { "sec-fetch-site": "same-site" });
    expect(sneaky.status).toBe(403);
    expect((await studio.call("read", { path: "content/box.json" })).status).toBe(200);
    // Her page's preview may be framed by the studio's page, and nothing more.
    const page = await fetch(`${studio.base}/studio/`, { headers: { cookie: studio.cookie } });
    expect(page.headers.get("content-security-policy")).toMatch(new RegExp(`frame-src ${PREVIEW};`));
    expect(page.headers.get("content-security-policy")).toMatch(/connect-src 'self';/);
  });

  it("gives nothing without the key: no page, no script, no picture, no API", async () => {
    for (const cookie of [undefined, "mischief_studio_1=x", `${studio.cookie}x`, studio.cookie.replace(/=.*/, "=")]) {
      const answer = await studio.call("save", { files: [{ path: "content/box.json", text: box() }] }, { cookie });
      expect(answer.status, String(cookie)).toBe(401);
      for (const path of ["/studio/", "/studio/assets/main.js", "/pictures/wol/card.png", "/"])
        expect((await fetch(`${studio.base}${path}`, { headers: cookie ? { cookie } : {} })).status, path).toBe(401);
    }
    const wrong = await fetch(`${studio.base}/studio/?key=guess`, { redirect: "manual" });
    expect([wrong.status, wrong.headers.get("set-cookie")]).toEqual([403, null]);
    const right = await fetch(studio.url, { redirect: "manual" });
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/studio/");
    expect(right.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Strict/);
    // Another page may not show her pictures either.
    const picture = await studio.picture("wol/card.png");
    expect(picture.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("answers a rebound DNS name with 421", async () => {
    const status = await new Promise((resolve) =>
      request({ port: studio.port, host: "127.0.0.1", path: "/studio/", headers: { host: "evil.example" } }, (a) =>
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
        ["read", { path }],
        ["removeProject", { path }],
      ] as const) {
        const answer = await studio.call(action, params);
        expect(answer.status, `${action} ${path}`).toBeGreaterThanOrEqual(400);
        expect(JSON.stringify(answer.body)).not.toMatch(SECRET_TEXT);
      }
    }
    for (const src of ["../package.json", "..%2f..%2f.ci%2frun", "out/run.png", "wol/run.png", "%2e%2e/.ci/run"]) {
      const answer = await studio.picture(src);
      expect(await answer.text(), src).not.toMatch(SECRET_TEXT);
    }
    // The data files it does not edit are not read either: the placeholders' recipes, the badges.
    for (const path of ["content/badges.json", "content/projects/wol/placeholders.json", "content/README.md"])
      expect((await studio.call("read", { path })).status, path).toBe(403);
    untouched();
  });

  it("writes, moves and removes nothing outside, whatever path, folder or link a save names", async () => {
    const text = readFileSync(join(studio.root, "content/projects/wol/project.json"), "utf8").replace(
      "Wall of Legends",
      "$(touch /tmp/pwned)",
    );
    for (const path of [
      ".ci/run",
      "package.json",
      "content/../evil.json",
      "content/images/out/evil.json",
      "evil.json",
    ]) {
      const answer = await studio.save({ [path]: text });
      expect(answer.status, path).toBe(403);
    }
    const bytes = await png();
    for (const folder of ["content/..", "content/../.ci", "content/images/../../.ci", ".ci", "content/images/out"]) {
      const answer = await studio.save(
        { "content/box.json": box() },
        { "upload:a": { folder, name: "evil.png", bytes } },
      );
      expect(answer.status, folder).toBeGreaterThanOrEqual(400);
    }
    for (const name of ["../../.ci/evil.png", "..\\..\\evil.png", "/etc/evil.png"]) {
      const answer = await studio.save(
        { "content/box.json": box() },
        { "upload:a": { folder: "content/images/wol", name, bytes } },
      );
      // A name is only a name: its slashes and dots go, and the picture lands in the folder, or not at all.
      expect(answer.status, name).toBeLessThan(500);
    }
    for (const path of [
      ".ci/run",
      "content/images/out",
      "content/projects/wol",
      "content/box.json",
      "content/site.json",
    ])
      expect((await studio.call("removeProject", { path })).status, path).toBeGreaterThanOrEqual(400);
    expect(existsSync(join(studio.root, "content/projects/wol/project.json"))).toBe(true);
    untouched();
  });

  it("follows no link inside content/ out of it, to read or to write", async () => {
    const link = await studio.picture("wol/run.png");
    expect(await link.text()).not.toMatch(SECRET_TEXT);
    const bytes = await png();
    const through = await studio.save(
      { "content/box.json": box() },
      { "upload:a": { folder: "content/images/out", name: "evil.png", bytes } },
    );
    expect([through.status, through.body.error]).toEqual([
      403,
      "content/images/out is a link: the studio does not follow links.",
    ]);
    untouched();
  });
});

describe("what no editor sends", () => {
  it("is refused with a 4xx that names no file of this computer and has no stack", async () => {
    const nested = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const bodies: [string, number][] = [
      // The saved file's own text nested as deep: a recursive reader would overflow.
      [
        JSON.stringify({
          action: "save",
          params: { files: [{ path: "content/box.json", text: `{"projects":${nested}}` }] },
        }),
        400,
      ],
      [`{"action":"read","params":${nested}}`, 400],
      ["{not json", 400],
      ["", 400],
      [JSON.stringify({ action: "info" }), 422],
      [JSON.stringify({ action: "constructor" }), 422],
      [JSON.stringify({ action: "save", params: { files: "x" } }), 400],
      [JSON.stringify({ action: "read", params: { path: { toString: 1 } } }), 400],
      [
        JSON.stringify({
          action: "save",
          params: { files: [{ path: "content/box.json", text: "{}" }], uploads: [{ ref: "x" }] },
        }),
        400,
      ],
    ];
    for (const [body, status] of bodies) {
      const answer = await studio.post(body);
      const text = await answer.text();
      expect(answer.status, text.slice(0, 80)).toBe(status);
      expect(text).not.toMatch(/\/tmp\/|\/work\/|node:|at .*\(|Error:/);
    }
    for (const body of ["{not json", JSON.stringify({ target: { toString: 1 } }), `{"target":${nested}}`]) {
      const answer = await studio.post(body, {}, "/api/publish");
      expect(answer.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
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
