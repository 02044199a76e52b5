// `npm run edge`: the site and its inbox on the edge's own runtime (workerd, through `wrangler dev`), on this computer:
// builds when the build is stale (as `npm start` does), applies the inbox's migrations to the local D1 database, then
// serves on 127.0.0.1 and a free port, which it prints. Mail is simulated: each one is written under
// edge/.wrangler/tmp/email/.
//
//   npm run edge                    build if stale, then serve
//   npm run edge -- --no-build      serve the existing build as it is (fails if there is none)
//
// Environment: PORT (default: a free one), EDGE_STATE (where the local database is kept, default edge/.wrangler/state),
// and the inbox's settings (INBOX_RATE_LIMIT, INBOX_ORIGINS, NOTIFY_TO, NOTIFY_FROM, INBOX_SIGN_INS), given to the Worker as its
// variables (edge/wrangler.jsonc holds their defaults). Ctrl+C stops it.

import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { DATABASE, EDGE_ADDRESS_FILE, edgeState, runWrangler, startWrangler } from "./wrangler.ts";
import { inboxAddress } from "../inbox/admin/address.ts";
import { freePort } from "../shared/free-port.ts";
import { BUILD_MARKER, buildWhenStale, builtFor } from "../model/build-record.ts";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const PASSED_ON = [
  "INBOX_RATE_LIMIT",
  "INBOX_ORIGINS",
  "INBOX_TRUST_PROXY",
  "NOTIFY_TO",
  "NOTIFY_FROM",
  "INBOX_SALT",
  "INBOX_SIGN_INS",
];
// What wrangler says offline, with no harm done (it uses a stand-in), or to its own developers.
const NOISE =
  /Request\.cf|ENOTFOUND|^\s+at |getaddrinfo|could be made more performant|Maximum number of rules|invalid header rule|^\s*$/;

function fail(message: string): never {
  console.error(`Mischief Box (edge): ${message}`);
  process.exit(1);
}

const { values } = parseArgs({ options: { "no-build": { type: "boolean" } } });
if (values["no-build"]) {
  if (!existsSync(join(projectRoot, BUILD_MARKER))) fail("--no-build: there is no build; run `npm run build` first");
} else {
  const failed = buildWhenStale(projectRoot, "Mischief Box (edge)");
  if (failed) fail(failed);
}

const state = edgeState();
if (!runWrangler(["d1", "migrations", "apply", DATABASE, "--local", "--persist-to", state]))
  fail("the inbox's database could not be set up (above)");

const port = await freePort(Number(process.env.PORT || 0));
const inspector = await freePort();
// Her inbox page's address: the site's own when it was built for https, else this computer's, as localhost (a passkey
// takes no IP address). Written down for the invites of `npm run inbox -- --invite --edge`.
const { origin } = inboxAddress(builtFor(projectRoot), port);
mkdirSync(state, { recursive: true });
writeFileSync(join(state, EDGE_ADDRESS_FILE), `${origin}\n`);
const variables = [
  ...PASSED_ON.filter((name) => process.env[name] !== undefined).flatMap((name) => [
    "--var",
    `${name}:${process.env[name]}`,
  ]),
  ...["--var", `SITE_URL:${origin}`],
];
const wrangler = startWrangler([
  "dev",
  ...["--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspector)],
  ...["--persist-to", state, "--test-scheduled", "--show-interactive-dev-session=false"],
  ...variables,
]);
for (const [stream, out] of [
  [wrangler.stdout, process.stdout],
  [wrangler.stderr, process.stderr],
] as const) {
  let rest = "";
  stream?.on("data", (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) {
      if (NOISE.test(line)) continue;
      if (line.includes("Ready on")) {
        console.log(
          `Mischief Box is running on the edge runtime at http://127.0.0.1:${port} (messages go to ${state})`,
        );
        console.log(
          `Read them: npm run inbox -- --edge, or in the browser at ${origin}/inbox. Press Ctrl+C to stop it.`,
        );
      } else out.write(`${line}\n`);
    }
  });
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => wrangler.kill(signal));
wrangler.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
