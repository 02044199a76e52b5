import type { Page, TestInfo } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expectNoAxeViolations } from "./a11y-helpers.ts";
import { expect, forgiveDocumentStatus, test } from "./fixtures.ts";
import { makeInvite } from "../../inbox/admin/invites.ts";
import { inboxWords as words } from "../../model/inbox-words.ts";
import { database, inviteLink, localSite, passkeyDevice, sendMessage } from "../support/inbox-page.ts";

// Her messages in her browser, behind her passkeys, on `npm start` and on `npm run edge` (the edge project runs this
// file too): made from an invite, signed in with Chromium's virtual authenticator, used as she uses it. Reached at
// http://localhost: a passkey takes no IP address.

test.describe.configure({ timeout: 90_000 });

/** A word no other message of the run holds, to find this test's messages by. */
const markerOf = (project: string) => `mark${project}${Date.now().toString(36)}`;

async function enrol(page: Page, link: string, name = "Laptop") {
  await page.goto(link);
  await page.getByLabel(words.invite.name).fill(name);
  await page.getByRole("button", { name: words.invite.button }).click();
  await expect(page.getByRole("heading", { level: 1, name: words.list.heading })).toBeVisible();
}

test("she makes her passkey from an invite, then reads, searches, marks, bins and exports, adds her phone and signs out", async ({
  page,
}, info) => {
  const site = localSite(info);
  const marker = markerOf(info.project.name);
  await sendMessage(page, site, {
    name: `Ada ${marker}`,
    email: "ada@example.com",
    message: `Could I buy a poster? <b>bold</b> https://evil.example/${marker} ${"long ".repeat(300)}`,
  });
  await sendMessage(page, site, {
    name: "Grace Hopper",
    email: "grace@example.com",
    message: `=HYPERLINK("https://evil.example") ${marker}`,
  });
  const device = await passkeyDevice(page);
  await enrol(page, await inviteLink(info));
  expect(await device.count()).toBe(1);
  await expect(page).toHaveURL(`${site}/inbox`);
  await expectNoAxeViolations(page, "the list");

  await page.getByRole("searchbox").fill(marker);
  await page.getByRole("button", { name: words.list.search, exact: true }).click();
  await expect(page.locator(".list li")).toHaveCount(2);
  await page.getByRole("link", { name: new RegExp(`Ada ${marker}`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Ada ${marker}` })).toBeVisible();
  // The visitor's words as text: no markup, no live link.
  await expect(page.locator(".text")).toContainText("<b>bold</b>");
  await expect(page.locator('a[href*="evil.example"]')).toHaveCount(0);
  await expect(page.getByRole("link", { name: words.message.reply })).toHaveAttribute(
    "href",
    "mailto:ada%40example.com",
  );
  await expectNoAxeViolations(page, "a message");

  // Unread, it is back in the list, marked new, until she opens it again.
  await page.getByRole("button", { name: words.message.markUnread, exact: true }).click();
  await page.goto(`${site}/inbox?q=${marker}`);
  const ada = page.getByRole("link", { name: new RegExp(`Ada ${marker}`) });
  await expect(ada).toContainText(words.list.unread);
  await ada.click();
  await expect(page.getByRole("button", { name: words.message.markUnread, exact: true })).toBeVisible();
  for (const [button, after] of [
    [words.message.spam, words.message.notSpam],
    [words.message.notSpam, words.message.spam],
  ]) {
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(page.getByRole("button", { name: after, exact: true })).toBeVisible();
  }
  await page.getByRole("button", { name: words.message.delete }).click();
  await expect(page.getByRole("status")).toContainText(words.message.deleted);
  await page.getByRole("link", { name: words.list.folders.bin }).click();
  await expect(page.getByRole("link", { name: new RegExp(`Ada ${marker}`) })).toBeVisible();
  await page.goBack();
  await page.getByRole("button", { name: words.message.undo }).click();
  await expect(page.getByRole("button", { name: words.message.delete })).toBeVisible();

  await page.goto(`${site}/inbox?q=${marker}`);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: words.list.export }).click();
  const csv = readFileSync(await (await download).path(), "utf8");
  expect(csv).toContain(`Ada ${marker}`);
  expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"") ${marker}"`);

  await page.getByRole("link", { name: words.nav.passkeys }).click();
  await device.replace();
  await page.getByLabel(words.passkeys.name, { exact: true }).last().fill("Phone");
  await page.getByRole("button", { name: words.passkeys.addButton }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Phone" })).toBeVisible();
  expect(await device.count()).toBe(1);
  await expectNoAxeViolations(page, "the passkeys");

  await page.getByRole("button", { name: words.nav.signOut, exact: true }).click();
  await expect(page.getByRole("button", { name: words.signIn.button })).toBeVisible();
  await expectNoAxeViolations(page, "the sign-in page");
  await page.getByRole("button", { name: words.signIn.button }).click();
  await expect(page.getByRole("heading", { level: 1, name: words.list.heading })).toBeVisible();
  await page.getByRole("link", { name: words.nav.activity }).click();
  const events = page.getByRole("table");
  await expect(events).toContainText(`${words.activity.events.signIn} (Phone)`);
  await expect(events).toContainText(`${words.activity.events.passkeyAdded} (Laptop)`);
  await expectNoAxeViolations(page, "the activity");
  await page.getByRole("button", { name: words.nav.signOut, exact: true }).click();
  await expect(page.getByRole("button", { name: words.signIn.button })).toBeVisible();
});

test("an invite works once and within its 15 minutes: a used or an expired one is refused", async ({
  page,
  browser,
  consoleErrors,
}, info) => {
  const link = await inviteLink(info);
  await passkeyDevice(page);
  await enrol(page, link);
  const other = await browser.newPage();
  await passkeyDevice(other);
  for (const refused of [link, await expiredInvite(info)]) {
    const answer = await other.goto(refused);
    expect(answer?.status()).toBe(404);
    await expect(other.getByText(words.invite.invalid)).toBeVisible();
    await expect(other.getByRole("button", { name: words.invite.button })).toHaveCount(0);
  }
  await other.close();
  forgiveDocumentStatus(consoleErrors, 404);
});

async function expiredInvite(info: TestInfo) {
  const { sql, close } = database(info);
  try {
    return `${localSite(info)}/inbox/invite/${await makeInvite(sql, Date.now() - 16 * 60_000, "a test")}`;
  } finally {
    close();
  }
}

test("nothing under /inbox is readable without a session", async ({ request }, info) => {
  const site = localSite(info);
  const signIn = await request.get(`${site}/inbox`);
  expect(signIn.status()).toBe(200);
  const text = await signIn.text();
  expect(text).toContain(words.signIn.button);
  expect(text).not.toContain(words.list.search);
  for (const path of ["/inbox/messages/1", "/inbox/export", "/inbox/passkeys", "/inbox/activity", "/inbox/x"]) {
    const answer = await request.get(`${site}${path}`, { maxRedirects: 0 });
    expect([path, answer.status(), answer.headers().location]).toEqual([path, 303, "/inbox"]);
    expect(answer.headers()["cache-control"]).toBe("no-store");
  }
  const post = await request.post(`${site}/inbox/messages/1/delete`, {
    headers: { Origin: site },
    form: { csrf: "x" },
  });
  expect(post.status()).toBe(403);
});

test("a form posted from another origin is refused, and a stolen session id is useless after sign-out", async ({
  page,
  browser,
}, info) => {
  const site = localSite(info);
  const marker = markerOf(info.project.name);
  await sendMessage(page, site, { name: `Eve ${marker}`, email: "eve@example.com", message: "Keep me" });
  await passkeyDevice(page);
  await enrol(page, await inviteLink(info));
  await page.goto(`${site}/inbox?q=${marker}`);
  await page.getByRole("link", { name: new RegExp(`Eve ${marker}`) }).click();
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const forged = await page.request.post(`${page.url()}/delete`, {
    headers: { Origin: "http://evil.example" },
    form: { csrf },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  await page.reload();
  await expect(page.getByRole("button", { name: words.message.delete })).toBeVisible();

  const [cookie] = (await page.context().cookies(site)).filter((c) => c.name === "inbox");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", secure: false });
  await page.getByRole("button", { name: words.nav.signOut, exact: true }).click();
  await expect(page.getByRole("button", { name: words.signIn.button })).toBeVisible();
  const thief = await browser.newContext();
  await thief.addCookies([cookie!]);
  const stolen = await thief.newPage();
  await stolen.goto(`${site}/inbox`);
  await expect(stolen.getByRole("button", { name: words.signIn.button })).toBeVisible();
  await expect(stolen.getByText(`Eve ${marker}`)).toHaveCount(0);
  await thief.close();
});

test("on a phone, the list and a long message fit the screen", async ({ page }, info) => {
  const site = localSite(info);
  const marker = markerOf(info.project.name);
  await page.setViewportSize({ width: 390, height: 844 });
  await sendMessage(page, site, { name: `Lin ${marker}`, email: "lin@example.com", message: `${"x".repeat(3000)}` });
  await passkeyDevice(page);
  await enrol(page, await inviteLink(info));
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await page.goto(`${site}/inbox?q=${marker}`);
  await page.getByRole("link", { name: new RegExp(`Lin ${marker}`) }).click();
  await expect(page.locator(".text")).toBeVisible();
  expect(await fits()).toBe(true);
  await expectNoAxeViolations(page, "a message on a phone");
});
