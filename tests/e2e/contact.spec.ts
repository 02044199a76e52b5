import type { Page, Request, Route } from "@playwright/test";
import { site } from "../../model/site.ts";
import { runNpm } from "../../shared/npm.ts";
import { expectNoAxeViolations } from "./a11y-helpers.ts";
import {
  atFirstPaint,
  contactEndpoint,
  expect,
  forgiveDocumentStatus,
  hydrated,
  isHydrated,
  test,
} from "./fixtures.ts";

// The contact form in a real browser against the real server. `page.route` stands in for the endpoint only where a
// test needs an answer the real one does not give on demand (an outage, a refusal, a dropped connection).

const SNAP = "Oh, snap!";
const SENT = "Well done! Your message has been sent successfully.";
const NETWORK = "The network failed before your message could be sent. Check your connection and try again.";
const typed = { name: "Ada Lovelace", email: "ada@example.com", message: "A worm for my collection, please.\nThanks!" };

async function openForm(page: Page) {
  await page.goto("/contact");
  await hydrated(page);
  return formOn(page);
}

function formOn(page: Page) {
  const form = page.getByRole("main").locator("form");
  return {
    name: form.getByRole("textbox", { name: "Name" }),
    email: form.getByRole("textbox", { name: "Email" }),
    message: form.getByRole("textbox", { name: "Message" }),
    button: form.getByRole("button", { name: /Send Message|Sending/ }),
    status: form.getByRole("status"),
    async fill(values: Partial<typeof typed> = {}) {
      const v = { ...typed, ...values };
      await this.name.fill(v.name);
      await this.email.fill(v.email);
      await this.message.fill(v.message);
    },
  };
}
type Form = ReturnType<typeof formOn>;

/** Answers the endpoint's POSTs with `handle`, recording each request. */
async function stubEndpoint(page: Page, baseURL: string | undefined, handle: (route: Route) => Promise<void>) {
  const posts: Request[] = [];
  await page.route(contactEndpoint(baseURL), async (route) => {
    posts.push(route.request());
    await handle(route);
  });
  return posts;
}

/** Chromium logs every failed request as a console error; the failures these tests cause on purpose are expected. */
async function expectFailedLoad(consoleErrors: string[], pattern: RegExp) {
  await expect.poll(() => consoleErrors.findIndex((e) => pattern.test(e))).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(
    consoleErrors.findIndex((e) => pattern.test(e)),
    1,
  );
}

/** The error line under a field, read through the field's own description once the field is marked invalid. */
async function errorUnder(form: Form, field: "name" | "email" | "message") {
  await expect(form[field]).toHaveAttribute("aria-invalid", "true");
  const id = await form[field].getAttribute("aria-describedby");
  expect(id, `${field} names its error`).toBeTruthy();
  return form[field].page().locator(`[id="${id}"]`);
}

async function expectKept(form: Form) {
  await expect(form.name).toHaveValue(typed.name);
  await expect(form.email).toHaveValue(typed.email);
  await expect(form.message).toHaveValue(typed.message);
  await expect(form.button).toHaveText("Send Message");
  await expect(form.button).not.toHaveAttribute("aria-disabled");
}

test("a shape-invalid e-mail is stopped before anything is sent", async ({ page, baseURL }) => {
  const posts = await stubEndpoint(page, baseURL, (route) => route.fulfill({ json: { ok: true } }));
  const form = await openForm(page);
  // Chromium's own type="email" check accepts "ada@example"; the shape check must catch it.
  await form.fill({ email: "ada@example" });
  await form.button.click();
  await expect(await errorUnder(form, "email")).toHaveText(`${SNAP} Please enter a valid email address.`);
  await expect(form.email).toHaveAttribute("aria-invalid", "true");
  await expect(form.email).toBeFocused();
  await expect(page.getByText(SENT).filter({ visible: true })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(posts).toHaveLength(0);
});

test("a success: one multipart POST asking for JSON, the note, an empty form and no draft", async ({
  page,
  baseURL,
}) => {
  const posts = await stubEndpoint(page, baseURL, (route) => route.fulfill({ json: { ok: true, id: "m1" } }));
  const form = await openForm(page);
  await form.fill();
  await form.button.click();
  await expect(form.status).toHaveText(SENT);
  await expect(form.status).toBeVisible();
  for (const control of [form.name, form.email, form.message]) await expect(control).toHaveValue("");
  expect(await page.evaluate(() => localStorage.getItem("contact-draft"))).toBeNull();
  expect(posts).toHaveLength(1);
  const post = posts[0]!;
  expect(post.method()).toBe("POST");
  expect(post.headers()["accept"]).toBe("application/json");
  expect(post.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
  const body = post.postData() ?? "";
  for (const [field, value] of Object.entries({ ...typed, _gotcha: "" }))
    expect(body).toContain(`name="${field}"\r\n\r\n${value.replace(/\n/g, "\r\n")}\r\n`);
});

test("the endpoint answering 500: the failure under the email field, the text kept", async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await stubEndpoint(page, baseURL, (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
  const form = await openForm(page);
  await form.fill();
  await form.button.click();
  await expect(await errorUnder(form, "email")).toHaveText(`${SNAP} Something went wrong. Please try again.`);
  await expect(form.email).toHaveAttribute("aria-invalid", "true");
  await expectKept(form);
  await expectFailedLoad(consoleErrors, /status of 500/);
});

test("a dropped connection: the network message, the text kept", async ({ page, baseURL, consoleErrors }) => {
  await stubEndpoint(page, baseURL, (route) => route.abort());
  const form = await openForm(page);
  await form.fill();
  await form.button.click();
  await expect(await errorUnder(form, "email")).toHaveText(`${SNAP} ${NETWORK}`);
  await expect(form.status).toHaveText(`${SNAP} ${NETWORK}`);
  await expectKept(form);
  await expectFailedLoad(consoleErrors, /net::ERR_FAILED/);
});

test("a 422 with field errors: each on its own field, focus on the first", async ({ page, baseURL, consoleErrors }) => {
  await stubEndpoint(page, baseURL, (route) =>
    route.fulfill({
      status: 422,
      json: {
        error: "Validation errors",
        errors: [
          { field: "message", code: "TOO_LONG", message: "should be shorter" },
          { field: "email", code: "TYPE_EMAIL", message: "should be an email" },
        ],
      },
    }),
  );
  const form = await openForm(page);
  await form.fill();
  await form.button.click();
  await expect(await errorUnder(form, "email")).toHaveText(`${SNAP} should be an email`);
  await expect(await errorUnder(form, "message")).toHaveText(`${SNAP} should be shorter`);
  await expect(form.name).not.toHaveAttribute("aria-invalid");
  await expect(form.email).toBeFocused();
  await expectKept(form);
  await expectFailedLoad(consoleErrors, /status of 422/);
});

test("a reload brings the draft back", async ({ page }) => {
  const form = await openForm(page);
  await form.fill();
  await page.reload();
  await hydrated(page);
  await expectKept(form);
});

test("keyboard: Tab goes name, email, message, button; Enter in a field sends", async ({ page, baseURL }) => {
  const posts = await stubEndpoint(page, baseURL, (route) => route.fulfill({ json: { ok: true } }));
  const form = await openForm(page);
  // Start where a reader would: at the intro, just before the form.
  await page.getByText(site.contact.intro).click();
  for (const control of [form.name, form.email, form.message, form.button]) {
    await page.keyboard.press("Tab");
    await expect(control).toBeFocused();
  }
  await form.fill();
  await form.email.press("Enter");
  await expect(form.status).toHaveText(SENT);
  expect(posts).toHaveLength(1);
});

test("at phone width the form fits: no sideways scrolling, the honeypot included", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const form = await openForm(page);
  await expect(form.button).toBeInViewport({ ratio: 0 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.locator('input[name="_gotcha"]')).not.toBeInViewport();
});

/** The inbox's messages, as `npm run inbox -- --json` prints them for the database the test server writes to. */
function inboxMessages(): { name: string; email: string; message: string; form: string }[] {
  const run = runNpm(["run", "--silent", "inbox", "--", "--json"], {
    env: { ...process.env, INBOX_DB: process.env.E2E_INBOX_DB },
  });
  if (run.status !== 0) throw new Error(`npm run inbox failed:\n${run.stdout}${run.stderr}`);
  return JSON.parse(run.stdout);
}

test("a message reaches the real inbox: the note, an empty form, and the message in npm run inbox", async ({
  page,
}) => {
  const form = await openForm(page);
  const message = `Hello from the browser tests (${Date.now()})\nSecond line <b>kept as text</b>`;
  await form.fill({ message });
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url() === contactEndpoint(page.url())),
    form.button.click(),
  ]);
  // (The form does not read a success's body, so neither does the test: the browser may never finish receiving it.)
  expect(response.status()).toBe(200);
  await expect(form.status).toHaveText(SENT);
  await expect(form.name).toHaveValue("");
  await expect(form.email).toHaveValue("");
  await expect(form.message).toHaveValue("");

  const stored = inboxMessages().find((m) => m.message === message);
  expect(stored).toMatchObject({ name: typed.name, email: typed.email, form: "contact" });
});

// A browser that posts the form by itself, with no scripts or before they have arrived, and is refused, gets the
// contact page back: the site's look, its words, the visitor's text. The scripts stay away from that page (hydrating
// would empty the form), so its controls work from the HTML, and the fixed message is posted by the browser again.
atFirstPaint(({ javaScriptEnabled, firstPaint }) => {
  test("a refusal comes back as the site's contact page with the text kept; once fixed, the message arrives", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await firstPaint(page, "/contact");
    await expect(page.locator("#sent")).toBeHidden();
    const mode = javaScriptEnabled ? "scripts held back" : "no JavaScript";
    const visitor = {
      name: `Ada "<b>" O'Neil & co`,
      email: "ada@example",
      message: `Sent at first paint (${mode}, ${Date.now()})\n<b>&"' stays text</b>\n\nAda`,
    };
    const form = formOn(page);
    await form.fill(visitor);
    expect(await isHydrated(page)).toBe(false);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url() === contactEndpoint(baseURL)),
      form.button.click(),
    ]);
    expect(answer.status()).toBe(422);
    expect(answer.headers()["content-security-policy"]).toBe(
      (await page.request.get("/contact")).headers()["content-security-policy"],
    );

    // The site's page, styled and in the theme the system asks for, without scripts to hydrate it.
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
    await expect(page.locator("html")).toHaveCSS("background-color", "rgb(21, 17, 29)");
    await expect(page.locator("script[type=module]")).toHaveCount(0);

    const line = await errorUnder(form, "email");
    await expect(line).toHaveText(`${SNAP} Please enter a valid email address.`);
    await expect(line).toHaveCSS("color", "rgb(255, 155, 143)");
    await expect(form.email).toBeFocused();
    for (const field of ["name", "message"] as const) await expect(form[field]).not.toHaveAttribute("aria-invalid");
    await expect(form.name).toHaveValue(visitor.name);
    await expect(form.email).toHaveValue(visitor.email);
    await expect(form.message).toHaveValue(visitor.message);
    await expect(page.getByRole("main").locator("b")).toHaveCount(0);
    // axe cannot finish in a page whose JavaScript is disabled; the page is the same either way.
    if (javaScriptEnabled) await expectNoAxeViolations(page, "the contact page of a refusal");

    await form.email.fill(typed.email);
    await form.button.click();
    await expect(page).toHaveURL(/\/contact#sent$/);
    const sentAndEmpty = async () => {
      await expect(page.locator("#sent")).toBeVisible();
      await expect(page.locator("#sent")).toHaveText(SENT);
      for (const control of [form.name, form.email, form.message]) await expect(control).toHaveValue("");
    };
    await sentAndEmpty();
    if (javaScriptEnabled) {
      await hydrated(page);
      await sentAndEmpty();
    }
    expect(inboxMessages().find((m) => m.message === visitor.message)).toMatchObject({
      name: visitor.name,
      email: typed.email,
      form: "contact",
    });
    forgiveDocumentStatus(consoleErrors, 422);
  });
});
