import { join } from "node:path";
import { startServer, type ChildServer } from "../support/server-child.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";
import { expect, hydrated, sendContactForm, siteBuild, test } from "./fixtures.ts";
import { tempFolders } from "../support/temp-folders.ts";

// The artist hears of every message: the production build served by the project's own server with mail on,
// to a real SMTP server in this process; a visitor sends the contact form in the browser, with and without JavaScript.

const SENT = "Well done! Your message has been sent successfully.";

const temp = tempFolders("e2e-mail");
let dir: string;
let sink: SmtpSink;
let server: ChildServer;

test.beforeAll(async () => {
  dir = temp.make();
  sink = await startSmtpSink();
  server = await startServer(
    dir,
    { INBOX_DB: join(dir, "inbox.db"), INBOX_RATE_LIMIT: "1000", SMTP_URL: sink.url, NOTIFY_TO: "artist@example.com" },
    siteBuild,
  );
});
test.afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
  await sink.close();
  temp.removeAll();
});

for (const javaScriptEnabled of [true, false]) {
  test(`a message sent ${javaScriptEnabled ? "with" : "without"} JavaScript is mailed to the artist, Reply-To the visitor`, async ({
    browser,
  }) => {
    const name = `Ada Lovelace ${javaScriptEnabled ? "(scripts)" : "(no scripts)"}`;
    const context = await browser.newContext({ javaScriptEnabled, baseURL: server.url });
    const page = await context.newPage();
    await page.goto("/contact");
    if (javaScriptEnabled) await hydrated(page);
    const message = "A worm for my collection, please.\n.\nThanks!";
    await sendContactForm(page, { name, email: "ada@example.com", message });
    await expect(page.getByText(SENT).filter({ visible: true })).toHaveCount(1);

    const subject = `New message from ${name}`;
    await expect.poll(() => sink.mails.filter((m) => m.headers.get("subject")?.[0] === subject).length).toBe(1);
    const mail = sink.mails.find((m) => m.headers.get("subject")?.[0] === subject)!;
    expect(mail.rcptTo).toEqual(["artist@example.com"]);
    expect(mail.headers.get("reply-to")).toEqual([`"${name}" <ada@example.com>`]);
    expect(mail.text).toContain("A worm for my collection, please.\n.\nThanks!\n");
    expect(mail.text).toContain(`on ${server.url}/contact`);
    await context.close();
  });
}
