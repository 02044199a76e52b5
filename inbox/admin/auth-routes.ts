// Signing in and out of her inbox page, and the invite that makes a passkey. A sign-in or invite answer is taken only
// from the page's origin, with the token signed over the challenge of the page it came from, that challenge answered
// for the first time, and within the per-client limit; a refused sign-in says the same whatever went wrong.

import type { Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { challengeOf, sessionOf, type Page, type PageContext, type Parts } from "./context.ts";
import { inviteOpen, useInvite } from "./invites.ts";
import { addPasskey, passkeyName, usePasskey } from "./passkey-store.ts";
import { checkRegistration, checkSignIn, registrationOptions, signInOptions } from "./passkeys.ts";
import { refuse } from "./refuse.ts";
import { cookieName, cookieOptions, endEverySession, endSession, startSession } from "./sessions.ts";
import { invitePage, refusalPage, signInPage, type PasskeyForm } from "./views/sign-in.ts";
import { clientKey } from "../rate-limit.ts";

/** A passkey form for `options`, its token signed over their challenge (or given, for a signed-in page). */
export async function formFor(
  page: Parts,
  kind: PasskeyForm["kind"],
  action: string,
  options: { challenge: string },
  token?: string,
): Promise<PasskeyForm> {
  const { words } = page;
  return {
    kind,
    action,
    options: JSON.stringify(options),
    challenge: options.challenge,
    csrf: token ?? (await page.token(challengeOf(options.challenge))),
    button:
      kind === "sign-in"
        ? words.signIn.button
        : action.includes("invite")
          ? words.invite.button
          : words.passkeys.addButton,
    failed: kind === "sign-in" ? words.signIn.failed : words.passkeys.addFailed,
  };
}

/** The form's fields as text (a file or a list is no answer of ours). */
export const field = (c: PageContext, name: string): string | undefined => {
  const value = c.get("form")?.[name];
  return typeof value === "string" ? value : undefined;
};

/** A signed-out form: within the client's limit, and its token signed over the challenge it carries. */
async function signedOutForm(page: Parts, c: PageContext): Promise<Response | undefined> {
  const verdict = await page.limiter.take(`inbox-page ${clientKey(page.clientAddress(c))}`);
  if (!verdict.ok) {
    const response = await refuse(page, c, 429);
    response.headers.set("Retry-After", String(verdict.retryAfterSeconds));
    return response;
  }
  if (!(await page.tokenOk(challengeOf(field(c, "challenge") ?? ""), field(c, "csrf")))) return refuse(page, c, 403);
  return undefined;
}

async function signedIn(page: Parts, c: PageContext, to: string) {
  const id = await startSession(page.sql, page.now());
  setCookie(c, cookieName(page.address()), id, cookieOptions(page.address()));
  return c.redirect(to, 303);
}

export function authRoutes(app: Hono<Page>, page: Parts) {
  const { words } = page;

  app.get("/", async (c, next) => {
    if (c.get("session")) return next();
    const form = await formFor(page, "sign-in", "/inbox/sign-in", await signInOptions(await page.ceremony()));
    const failed = c.req.query("failed") === undefined ? undefined : words.signIn.failed;
    return c.html(signInPage(await page.frame(c, words.title, true), form, failed));
  });

  app.post("/sign-in", async (c) => {
    const refused = await signedOutForm(page, c);
    if (refused) return refused;
    const passkey = await checkSignIn(await page.ceremony(), field(c, "challenge"), field(c, "response"));
    if (!passkey) {
      await page.audit(c, "signInRefused");
      return c.redirect("/inbox?failed", 303);
    }
    await usePasskey(page.sql, passkey, new Date(page.now()).toISOString());
    await page.audit(c, "signIn", passkey.name);
    return signedIn(page, c, "/inbox");
  });

  app.get("/invite/:token", async (c) => {
    const token = c.req.param("token");
    if (!(await inviteOpen(page.sql, token, page.now())))
      return c.html(
        refusalPage(await page.frame(c, words.invite.heading), words.invite.heading, words.invite.invalid),
        404,
      );
    const options = await registrationOptions(await page.ceremony(), words.passkeyFor, []);
    const form = await formFor(page, "register", `/inbox/invite/${token}`, options);
    const failed = c.req.query("failed") === undefined ? undefined : words.passkeys.addFailed;
    return c.html(invitePage(await page.frame(c, words.invite.heading, true), form, failed));
  });

  app.post("/invite/:token", async (c) => {
    const refused = await signedOutForm(page, c);
    if (refused) return refused;
    const token = c.req.param("token");
    const passkey = await checkRegistration(await page.ceremony(), field(c, "challenge"), field(c, "response"));
    if (!passkey) return c.redirect(`/inbox/invite/${token}?failed`, 303);
    if (!(await useInvite(page.sql, token, page.now())))
      return c.html(
        refusalPage(await page.frame(c, words.invite.heading), words.invite.heading, words.invite.invalid),
        404,
      );
    const name = passkeyName(field(c, "name"), words.invite.defaultName);
    await addPasskey(page.sql, passkey, name, new Date(page.now()).toISOString());
    await page.audit(c, "inviteUsed");
    await page.audit(c, "passkeyAdded", name);
    return signedIn(page, c, "/inbox");
  });

  for (const [path, everywhere] of [
    ["/sign-out", false],
    ["/sign-out-everywhere", true],
  ] as const) {
    app.post(path, async (c) => {
      const session = c.get("session");
      if (!session || !(await page.tokenOk(sessionOf(session), field(c, "csrf")))) return refuse(page, c, 403);
      await (everywhere ? endEverySession(page.sql) : endSession(page.sql, session));
      await page.audit(c, everywhere ? "signOutEverywhere" : "signOut");
      deleteCookie(c, cookieName(page.address()), cookieOptions(page.address()));
      return c.redirect("/inbox", 303);
    });
  }
}
