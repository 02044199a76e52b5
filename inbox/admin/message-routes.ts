// Her messages on the page, signed in: a folder (searched, a page at a time), a message opened (and so read), what she
// does to it (each a form posted back here, then a redirect), and the export as CSV with the command line's formula
// guard (inbox/csv.ts). The bin is emptied of what has been in it 30 days when she looks, at most once an hour.

import type { Hono } from "hono";
import { field } from "./auth-routes.ts";
import { sessionOf, type Page, type PageContext, type Parts } from "./context.ts";
import {
  allMessages,
  changeMessage,
  emptyBin,
  findMessage,
  FOLDERS,
  isChange,
  mailAgain,
  messagePage as pageOf,
  type Cursor,
  type Folder,
} from "./messages.ts";
import { refuse } from "./refuse.ts";
import { listPage, messagePage } from "./views/messages.ts";
import { toCsv } from "../csv.ts";

const HOUR_MS = 60 * 60_000;
const MOST_ID = 2 ** 53;

const folderOf = (value: string | undefined): Folder => FOLDERS.find((folder) => folder === value) ?? "all";

/** `older=<time>~<id>` or `newer=…`, as a cursor; anything else is the first page. */
function cursorOf(c: PageContext): Cursor | undefined {
  for (const newer of [false, true]) {
    const [at, id] = (c.req.query(newer ? "newer" : "older") ?? "").split("~");
    if (at && at.length <= 40 && /^\d{1,15}$/.test(id ?? "")) return { at, id: Number(id), newer };
  }
  return undefined;
}

const idOf = (c: PageContext) => {
  const id = c.req.param("id") ?? "";
  return /^\d{1,15}$/.test(id) && Number(id) < MOST_ID ? Number(id) : undefined;
};

export function messageRoutes(app: Hono<Page>, page: Parts) {
  const { sql, words } = page;
  let emptied = 0;

  app.get("/", async (c) => {
    const now = page.now();
    if (now - emptied > HOUR_MS) {
      emptied = now;
      await emptyBin(sql, now);
    }
    const folder = folderOf(c.req.query("folder"));
    const query = (c.req.query("q") ?? "").slice(0, 200);
    const deleted = Number(c.req.query("deleted"));
    const frame = await page.frame(c, words.list.heading);
    const view = {
      folder,
      query,
      page: await pageOf(sql, folder, query, cursorOf(c)),
      deleted: Number.isSafeInteger(deleted) && deleted > 0 ? deleted : undefined,
      csrf: frame.signedIn?.csrf ?? "",
    };
    return c.html(listPage(frame, view));
  });

  app.get("/export", async (c) => {
    const messages = await allMessages(sql, folderOf(c.req.query("folder")), (c.req.query("q") ?? "").slice(0, 200));
    const day = new Date(page.now()).toISOString().slice(0, 10);
    return c.body(toCsv(messages), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="messages-${day}.csv"`,
    });
  });

  app.get("/messages/:id", async (c) => {
    const id = idOf(c);
    const message = id === undefined ? undefined : await findMessage(sql, id);
    if (!message) return refuse(page, c, 404);
    if (!message.read) await changeMessage(sql, message.id, "read", new Date(page.now()).toISOString());
    const frame = await page.frame(c, message.name);
    const notice = c.req.query("mailed") === undefined ? undefined : words.message.sendingAgain;
    return c.html(
      messagePage(frame, { ...message, read: true }, await page.token(sessionOf(c.get("session")!)), notice),
    );
  });

  app.post("/messages/:id/:change", async (c) => {
    const id = idOf(c);
    const change = c.req.param("change");
    if (id === undefined || !(await findMessage(sql, id))) return refuse(page, c, 404);
    if (change === "mail-again") {
      if (await mailAgain(sql, id, page.now())) page.onMailDue?.(c);
      return c.redirect(`/inbox/messages/${id}?mailed`, 303);
    }
    if (!isChange(change)) return refuse(page, c, 404);
    await changeMessage(sql, id, change, new Date(page.now()).toISOString());
    // Back to the list after a delete (with its undo) and after "unread" (opening it again would read it).
    const to = { delete: `/inbox?deleted=${id}`, unread: "/inbox" }[change as string] ?? `/inbox/messages/${id}`;
    return c.redirect(to, 303);
  });
}

/** The guard of every signed-in route: a session, and on a POST the session's form token. */
export const signedInOnly = (page: Parts) => async (c: PageContext, next: () => Promise<void>) => {
  const session = c.get("session");
  if (!session) return c.req.method === "GET" ? c.redirect("/inbox", 303) : refuse(page, c, 403);
  if (c.req.method === "POST" && !(await page.tokenOk(sessionOf(session), field(c, "csrf"))))
    return refuse(page, c, 403);
  await next();
};
