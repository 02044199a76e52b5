// Publishing to Cloudflare, as `npm run deploy` does (edge/deploy-steps.ts, docs/decisions/0030-edge.md): the site
// built when it is stale, her inbox's database brought up to date, then the site and its inbox sent. It is offered
// once edge/wrangler.jsonc names her database and addresses; what her account says no to is told in her words.

import { readFile } from "node:fs/promises";
import { deploy, placeholderIn, type Run } from "../edge/deploy-steps.ts";
import { EDGE_CONFIG, wranglerOutput } from "../edge/wrangler.ts";
import { builtFor } from "../model/build-record.ts";
import { spawnNpm } from "../shared/npm.ts";
import { type PublishTarget, step } from "./publish.ts";
import { Refused } from "./store.ts";

/** Builds the site when it is stale, telling `hear` each line it prints; answers whether it worked, and its last line. */
export type Build = (hear: (line: string) => void) => Promise<{ ok: boolean; last: string }>;

/** `npm run build -- --if-stale` in `root`. */
const buildIn =
  (root: string): Build =>
  (hear) =>
    new Promise((resolve) => {
      const child = spawnNpm(["run", "--silent", "build", "--", "--if-stale"], { cwd: root });
      let last = "";
      const take = (chunk: Buffer) => {
        for (const line of chunk
          .toString()
          .split(/\r?\n/)
          .map((each) => each.trim()))
          if (line) hear((last = line.slice(0, 160)));
      };
      child.stdout?.on("data", take);
      child.stderr?.on("data", take);
      child.on("error", (error) => resolve({ ok: false, last: error.message }));
      child.on("close", (code) => resolve({ ok: code === 0, last }));
    });

const STEPS: Record<string, string> = {
  d1: "Bringing your inbox's database up to date",
  deploy: "Sending your site to Cloudflare",
};

type Options = { run?: Run; build?: Build; config?: () => Promise<string> };

export function edgeTarget(
  root: string,
  { run = wranglerOutput, build = buildIn(root), config = () => readFile(EDGE_CONFIG, "utf8") }: Options = {},
): PublishTarget {
  return {
    id: "cloudflare",
    name: "Cloudflare",
    async readiness() {
      const missing = placeholderIn(await config().catch(() => ""));
      return missing
        ? { ready: false, note: `not set up yet (the README's "Deploy to Cloudflare"): ${missing}` }
        : { ready: true, note: "your site and its inbox, on Cloudflare's network" };
    },
    async publish(progress) {
      const building = "Building your site";
      await step(progress, building, async () => {
        const made = await build((said) => progress({ step: building, state: "running", said }));
        if (!made.ok) throw new Refused(`Nothing was published: the build stopped (${made.last}).`);
      });
      let address: string | undefined;
      // The address the site was built for names her inbox page's passkeys (the Worker's SITE_URL).
      const problem = await deploy(await config(), builtFor(root), async (args) => {
        const name = STEPS[args[0]!] ?? `wrangler ${args[0]}`;
        progress({ step: name, state: "running" });
        const answer = await run(args);
        progress({ step: name, state: answer.ok ? "done" : "failed" });
        address ??= /https:\/\/[\w.-]+\.workers\.dev\b/.exec(answer.output)?.[0];
        return answer;
      });
      if (problem) throw new Refused(`Not published: ${problem}`);
      return `Published to Cloudflare${address ? `: ${address}` : ""}. Your site and its inbox are up to date there.`;
    },
  };
}
