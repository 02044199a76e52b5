import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, hydrated, sendContactForm, test } from "../e2e/fixtures.ts";
import { executeArgs } from "../../edge/d1-command.ts";
import { readWrangler } from "../../edge/wrangler.ts";
import { exampleSite } from "../../tools/test-site.ts";

// The contact form on the edge, end to end: a visitor sends it in the browser (with and without JavaScript) to the
// Worker on workerd; the message is read back as the artist reads it, `npm run inbox -- --edge --json`, from the run's
// local D1 database; and its mail, which the local runtime writes as a file instead of sending it, says who wrote.

const SENT = "Well done! Your message has been sent successfully.";
// Each reading of the inbox starts wrangler and its local database: seconds each on a busy machine.
test.describe.configure({ timeout: 90_000 });
const site = exampleSite(process.cwd());
const MAILS = join(site.dir, "edge", ".wrangler", "tmp", "email");

async function inbox(): Promise<{ name: string; message: string; mail: string }[]> {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const { stdout } = await promisify(execFile)(npm, ["run", "--silent", "inbox", "--", "--edge", "--json"], {
    env: { ...process.env, EDGE_STATE: process.env.E2E_EDGE_STATE },
    shell: process.platform === "win32",
  });
  return JSON.parse(stdout) as { name: string; message: string; mail: string }[];
}

/** The text of every mail the local runtime has written (one file each). */
function mails(): string[] {
  if (!existsSync(MAILS)) return [];
  return readdirSync(MAILS, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".txt"))
    .map((file) => readFileSync(join(MAILS, file), "utf8"));
}

for (const javaScriptEnabled of [true, false]) {
  test(`a message sent ${javaScriptEnabled ? "with" : "without"} JavaScript reaches the edge's inbox and is mailed`, async ({
    browser,
  }) => {
    const name = `Grace Hopper ${javaScriptEnabled ? "(scripts)" : "(no scripts)"}`;
    const words = `A moth for the ${Date.now()} collection, on the edge.`;
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/contact");
    if (javaScriptEnabled) await hydrated(page);
    await sendContactForm(page, { name, email: "grace@example.com", message: words });
    await expect(page.getByText(SENT).filter({ visible: true })).toHaveCount(1);

    const read = (await inbox()).find((message) => message.message === words);
    expect(read).toMatchObject({ name });
    // Sent right after the answer, through the e-mail binding, which writes the mail's text locally.
    await expect.poll(() => mails().find((mail) => mail.includes(words)), { timeout: 15_000 }).toContain(name);
    // Each reading starts wrangler (seconds on a busy machine).
    const mailed = async () => (await inbox()).find((message) => message.message === words)?.mail;
    await expect.poll(mailed, { timeout: 30_000 }).toBe("mailed");
    await context.close();
  });
}

test("the Cron Trigger mails a message whose mail was left unsent", async ({ request }) => {
  const words = `Left unsent by a sender that stopped, ${Date.now()}.`;
  readWrangler(
    executeArgs({ remote: false, state: process.env.E2E_EDGE_STATE! }, [
      {
        sql: `INSERT INTO messages (received_at, form, name, email, message, user_agent, client_hash)
              VALUES (?, 'contact', 'Katherine Johnson', 'katherine@example.com', ?, 'test', '')`,
        args: [new Date().toISOString(), words],
      },
      { sql: "INSERT INTO outbox (message_id, page) VALUES (last_insert_rowid(), '/contact')" },
    ]),
  );
  // What the platform calls every minute; `npm run edge` lets a test call it now.
  expect((await request.get("/__scheduled")).ok()).toBe(true);
  await expect.poll(() => mails().find((mail) => mail.includes(words)), { timeout: 15_000 }).toContain("Katherine");
  const mailed = async () => (await inbox()).find((message) => message.message === words)?.mail;
  await expect.poll(mailed, { timeout: 30_000 }).toBe("mailed");
});

test("a refused message comes back on the edge with the visitor's words and what to fix", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact");
  await sendContactForm(page, { name: "Ada\u202Eevil", email: "ada@example.com", message: "Kept as I wrote it." });
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Kept as I wrote it.");
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
  await context.close();
});
