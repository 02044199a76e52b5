import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, hydrated, test } from "../e2e/fixtures.ts";
import { exampleSite } from "../../tools/test-site.ts";

// The contact form on the edge, end to end: a visitor sends it in the browser (with and without JavaScript) to the
// Worker on workerd; the message is read back as the artist reads it, `npm run inbox -- --edge --json`, from the run's
// local D1 database; and its mail, which the local runtime writes as a file instead of sending it, says who wrote.

const SENT = "Well done! Your message has been sent successfully.";
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
    const form = page.getByRole("main").locator("form");
    await form.getByRole("textbox", { name: "Name" }).fill(name);
    await form.getByRole("textbox", { name: "Email" }).fill("grace@example.com");
    await form.getByRole("textbox", { name: "Message" }).fill(words);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(SENT).filter({ visible: true })).toHaveCount(1);

    const read = (await inbox()).find((message) => message.message === words);
    expect(read).toMatchObject({ name });
    // Sent right after the answer, through the e-mail binding, which writes the mail's text locally.
    await expect.poll(() => mails().find((mail) => mail.includes(words)), { timeout: 15_000 }).toContain(name);
    await expect.poll(async () => (await inbox()).find((message) => message.message === words)?.mail).toBe("mailed");
    await context.close();
  });
}

test("a refused message comes back on the edge with the visitor's words and what to fix", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact");
  const form = page.getByRole("main").locator("form");
  await form.getByRole("textbox", { name: "Name" }).fill("Ada\u202Eevil");
  await form.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
  await form.getByRole("textbox", { name: "Message" }).fill("Kept as I wrote it.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Kept as I wrote it.");
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
  await context.close();
});
