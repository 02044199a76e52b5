// What `npm run deploy` does, apart from running it (edge/deploy.ts), so that tests can stand in for the Cloudflare
// account: checks that the configuration names her database and address rather than the placeholders, applies the
// inbox's migrations to the deployed database, then deploys the Worker and the build's files. A failure is said in
// the artist's words, with what to do next (README, "Deploy to Cloudflare").

import { DATABASE } from "./wrangler.ts";

/** Runs `wrangler <args>`, its output shown as it comes; resolves with whether it worked and what it printed. */
export type Run = (args: string[]) => Promise<{ ok: boolean; output: string }>;

export const PLACEHOLDER_ID = "00000000-0000-0000-0000-000000000000";
const PLACEHOLDER_ADDRESS = "@example.com";

/** What wrangler or the account said, and what the artist can do about it. */
const ADVICE: [RegExp, string][] = [
  [
    /not authenticated|not logged in|wrangler login|CLOUDFLARE_API_TOKEN|Authentication error/i,
    "This computer is not signed in to your Cloudflare account. Run `npx wrangler login`, allow it in the browser, then `npm run deploy` again.",
  ],
  [
    /database.*(not found|could not be found|doesn't exist)|Couldn't find (a )?D1 DB|\b7404\b/i,
    'Your account has no database with the id in edge/wrangler.jsonc. Create it with `npx wrangler d1 create mischief-box-inbox` and put the id it prints in "database_id".',
  ],
  [
    /destination address|email routing|send_email/i,
    'The address in edge/wrangler.jsonc ("send_email") is not verified for Email Routing on your domain. Add it under Email → Email Routing → Destination addresses, click the link Cloudflare mails you, then deploy again.',
  ],
  [
    /workers\.dev subdomain/i,
    "Your account has no workers.dev address yet. Open Workers & Pages in the Cloudflare dashboard once (it makes one), then deploy again.",
  ],
  [
    /\b10000\b|limit|exceeded|quota/i,
    'Cloudflare refused: a limit of your plan was reached (see its message above, and README, "What it costs").',
  ],
];

export const adviceFor = (output: string) =>
  ADVICE.find(([pattern]) => pattern.test(output))?.[1] ?? "Wrangler's message above says what went wrong.";

/** The configuration's text (edge/wrangler.jsonc) still holding a placeholder: what to put there, or undefined. */
export function placeholderIn(config: string): string | undefined {
  if (config.includes(PLACEHOLDER_ID))
    return 'edge/wrangler.jsonc still has the placeholder database id. Run `npx wrangler d1 create mischief-box-inbox` and put the id it prints in "database_id".';
  if (config.includes(PLACEHOLDER_ADDRESS))
    return 'edge/wrangler.jsonc still names example.com addresses. Put your own in "send_email", NOTIFY_TO and NOTIFY_FROM (a sender on your domain).';
  return undefined;
}

/**
 * Deploys the build made for `siteUrl` (which her inbox page takes its address from); resolves with undefined when it
 * worked, else with what to tell her.
 */
export async function deploy(config: string, siteUrl: string, run: Run): Promise<string | undefined> {
  const placeholder = placeholderIn(config);
  if (placeholder) return placeholder;
  for (const args of [
    ["d1", "migrations", "apply", DATABASE, "--remote"],
    ["deploy", "--var", `SITE_URL:${siteUrl}`],
  ]) {
    const { ok, output } = await run(args);
    if (!ok) return adviceFor(output);
  }
  return undefined;
}
