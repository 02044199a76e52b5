// `npm run deploy`: the site and its inbox on Cloudflare (README, "Deploy to Cloudflare"): builds when the build is
// stale, then runs edge/deploy-steps.ts's steps with wrangler, signed in to her account by `npx wrangler login`.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { deploy } from "./deploy-steps.ts";
import { EDGE_CONFIG, wranglerOutput } from "./wrangler.ts";
import { buildWhenStale, builtFor } from "../model/build-record.ts";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

function fail(message: string): never {
  console.error(`\nMischief Box (deploy): ${message}`);
  process.exit(1);
}

const failed = buildWhenStale(projectRoot, "Mischief Box (deploy)");
if (failed) fail(failed);

const problem = await deploy(readFileSync(EDGE_CONFIG, "utf8"), builtFor(projectRoot), (args) =>
  wranglerOutput(args, (chunk, error) => (error ? process.stderr : process.stdout).write(chunk)),
);
if (problem) fail(problem);
console.log("\nMischief Box is deployed: its address is above (and in the Cloudflare dashboard, Workers & Pages).");
