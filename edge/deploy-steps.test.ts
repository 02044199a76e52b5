import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deploy, PLACEHOLDER_ID, type Run } from "./deploy-steps.ts";
import { EDGE_CONFIG } from "./wrangler.ts";

// `npm run deploy` with the Cloudflare account stood in for: the commands wrangler is given, in order, and what the
// artist is told when the account says no.

const shipped = readFileSync(EDGE_CONFIG, "utf8");
const hers = shipped
  .replace(PLACEHOLDER_ID, "5b0a52b4-7a43-4c57-9d7e-2f2e0c0d1e11")
  .replaceAll("artist@example.com", "ines@inesdraws.art")
  .replaceAll("inbox@example.com", "inbox@inesdraws.art");
// The address the build was made for, which her inbox page takes its own from.
const SITE = "https://inesdraws.art";

function account(answers: Record<string, { ok: boolean; output: string }> = {}) {
  const asked: string[][] = [];
  const run: Run = async (args) => {
    asked.push(args);
    return answers[args[0]!] ?? { ok: true, output: "" };
  };
  return { asked, run };
}

describe("npm run deploy", () => {
  it("applies the inbox's migrations to the deployed database first, then deploys", async () => {
    const { asked, run } = account();
    expect(await deploy(hers, SITE, run)).toBeUndefined();
    expect(asked).toEqual([
      ["d1", "migrations", "apply", "DB", "--remote"],
      ["deploy", "--var", `SITE_URL:${SITE}`],
    ]);
  });

  it("asks for her database and addresses before anything is sent", async () => {
    const { asked, run } = account();
    expect(await deploy(shipped, SITE, run)).toMatch(
      /placeholder database id.*npx wrangler d1 create mischief-box-inbox/,
    );
    expect(await deploy(shipped.replace(PLACEHOLDER_ID, "5b0a52b4"), SITE, run)).toMatch(/example\.com addresses/);
    expect(asked).toEqual([]);
  });

  it("tells her what to do when the account says no, and deploys nothing after a failed migration", async () => {
    const notSignedIn = account({
      d1: { ok: false, output: "✘ [ERROR] You are not authenticated. Please run `wrangler login`." },
    });
    expect(await deploy(hers, SITE, notSignedIn.run)).toMatch(/^This computer is not signed in.*npx wrangler login/);
    expect(notSignedIn.asked).toHaveLength(1);
    const noDatabase = account({
      d1: { ok: false, output: "✘ [ERROR] Couldn't find a D1 DB with name or binding 'DB' in your configuration" },
    });
    expect(await deploy(hers, SITE, noDatabase.run)).toMatch(/no database with the id/);
    const unverified = account({ deploy: { ok: false, output: "✘ [ERROR] destination address is not verified" } });
    expect(await deploy(hers, SITE, unverified.run)).toMatch(/not verified for Email Routing/);
  });
});
