// Her passkeys on the page, signed in: add another (her phone), name them, remove one but never the last; and the
// record of sign-ins, invites and passkey changes.

import type { Hono } from "hono";
import { field, formFor } from "./auth-routes.ts";
import { sessionOf, type Page, type Parts } from "./context.ts";
import { auditLog } from "./audit.ts";
import { addPasskey, listPasskeys, passkeyName, removePasskey, renamePasskey } from "./passkey-store.ts";
import { checkRegistration, registrationOptions } from "./passkeys.ts";
import { activityPage, passkeysPage } from "./views/settings.ts";

export function passkeyRoutes(app: Hono<Page>, page: Parts) {
  const { sql, words } = page;

  app.get("/passkeys", async (c) => {
    const passkeys = await listPasskeys(sql);
    const options = await registrationOptions(await page.ceremony(), words.passkeyFor, passkeys);
    const form = await formFor(
      page,
      "register",
      "/inbox/passkeys",
      options,
      await page.token(sessionOf(c.get("session")!)),
    );
    const said = { added: words.passkeys.addFailed, last: words.passkeys.lastOne };
    const notice =
      c.req.query("failed") !== undefined ? said.added : c.req.query("last") !== undefined ? said.last : undefined;
    return c.html(passkeysPage(await page.frame(c, words.passkeys.heading, true), passkeys, form, notice));
  });

  app.post("/passkeys", async (c) => {
    const passkey = await checkRegistration(await page.ceremony(), field(c, "challenge"), field(c, "response"));
    const name = passkeyName(field(c, "name"), words.invite.defaultName);
    if (!passkey || !(await addPasskey(sql, passkey, name, new Date(page.now()).toISOString())))
      return c.redirect("/inbox/passkeys?failed", 303);
    await page.audit(c, "passkeyAdded", name);
    return c.redirect("/inbox/passkeys", 303);
  });

  app.post("/passkeys/rename", async (c) => {
    const name = passkeyName(field(c, "name"), words.invite.defaultName);
    if (await renamePasskey(sql, field(c, "id") ?? "", name)) await page.audit(c, "passkeyRenamed", name);
    return c.redirect("/inbox/passkeys", 303);
  });

  app.post("/passkeys/remove", async (c) => {
    const id = field(c, "id") ?? "";
    const removed = (await listPasskeys(sql)).find((passkey) => passkey.id === id);
    if (!removed || !(await removePasskey(sql, id))) return c.redirect("/inbox/passkeys?last", 303);
    await page.audit(c, "passkeyRemoved", removed.name);
    return c.redirect("/inbox/passkeys", 303);
  });

  app.get("/activity", async (c) =>
    c.html(activityPage(await page.frame(c, words.activity.heading), await auditLog(sql))),
  );
}
