import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { databaseFromEnv, inboxSettingsFromEnv, listenFromEnv, mailFromEnv } from "./settings.ts";

const root = resolve("/srv/mischief");

describe("listenFromEnv", () => {
  it("listens on 127.0.0.1:3000 unless told otherwise; 0 picks a free port", () => {
    expect(listenFromEnv({})).toEqual({ port: 3000, host: "127.0.0.1" });
    expect(listenFromEnv({ PORT: "", HOST: "" })).toEqual({ port: 3000, host: "127.0.0.1" });
    expect(listenFromEnv({ PORT: "0", HOST: "0.0.0.0" })).toEqual({ port: 0, host: "0.0.0.0" });
  });

  it.each(["80a", "-1", "65536", "3.5"])("refuses PORT=%s, naming it", (port) => {
    expect(() => listenFromEnv({ PORT: port })).toThrow(`PORT must be a port number, got "${port}"`);
  });
});

describe("databaseFromEnv", () => {
  it("defaults to data/inbox.db in the project", () => {
    const file = join(root, "data", "inbox.db");
    expect(databaseFromEnv(root, {})).toEqual({ url: pathToFileURL(file).href, file, shown: file });
  });

  it("takes a path, relative to the working directory, as a file URL", () => {
    const file = resolve("some dir", "my#inbox.db");
    const setting = databaseFromEnv(root, { INBOX_DB: join("some dir", "my#inbox.db"), INBOX_SALT: "pepper" });
    expect(setting).toEqual({ url: pathToFileURL(file).href, file, shown: file, salt: "pepper" });
    expect(setting.url).toMatch(/^file:\/\/.*some%20dir\/my%23inbox\.db$/);
  });

  it.each(["libsql://inbox-artist.turso.io", "https://db.example:8080", "wss://db.example", "LIBSQL://x.example"])(
    "passes the server URL %s on, with its token",
    (url) => {
      expect(databaseFromEnv(root, { INBOX_DB: url, INBOX_DB_TOKEN: "secret" })).toEqual({
        url,
        authToken: "secret",
        shown: url,
      });
    },
  );

  it("never shows a token given in the URL", () => {
    expect(databaseFromEnv(root, { INBOX_DB: "libsql://x.example?authToken=secret" }).shown).toBe("libsql://x.example");
  });
});

describe("inboxSettingsFromEnv", () => {
  it("leaves everything to the defaults when nothing is set", () => {
    expect(inboxSettingsFromEnv({})).toEqual({});
    expect(inboxSettingsFromEnv({ INBOX_RATE_LIMIT: "", INBOX_ORIGINS: "", INBOX_TRUST_PROXY: "" })).toEqual({});
  });

  it("reads every setting", () => {
    expect(
      inboxSettingsFromEnv({
        INBOX_RATE_LIMIT: "120",
        INBOX_ORIGINS: "https://mischief.example, http://localhost:5173/ ,",
        INBOX_TRUST_PROXY: "1",
      }),
    ).toEqual({ rateLimit: 120, origins: ["https://mischief.example", "http://localhost:5173"], trustProxy: true });
    expect(inboxSettingsFromEnv({ INBOX_TRUST_PROXY: "false" })).toEqual({ trustProxy: false });
  });

  it.each([
    [{ INBOX_RATE_LIMIT: "0" }, /INBOX_RATE_LIMIT must be a whole number/],
    [{ INBOX_RATE_LIMIT: "2.5" }, /INBOX_RATE_LIMIT/],
    [{ INBOX_RATE_LIMIT: "ten" }, /INBOX_RATE_LIMIT/],
    [{ INBOX_ORIGINS: "https://ok.example,mischief.example" }, /INBOX_ORIGINS: "mischief.example" is not an origin/],
    [{ INBOX_ORIGINS: "*" }, /INBOX_ORIGINS/],
    [{ INBOX_TRUST_PROXY: "yes" }, /INBOX_TRUST_PROXY must be 1 or 0/],
  ])("refuses %j", (env, message) => {
    expect(() => inboxSettingsFromEnv(env)).toThrow(message);
  });
});

describe("mailFromEnv", () => {
  it("attempts no mail without SMTP_URL, whatever else is set", () => {
    expect(mailFromEnv({})).toBeUndefined();
    expect(mailFromEnv({ NOTIFY_TO: "artist@example.com" })).toBeUndefined();
  });

  it("sends to NOTIFY_TO's addresses, from the first of them unless NOTIFY_FROM says otherwise", () => {
    const env = { SMTP_URL: "smtps://me:s3cret@smtp.example.com:465", NOTIFY_TO: "a@example.com, b@example.com" };
    expect(mailFromEnv(env)).toEqual({
      smtpUrl: "smtps://me:s3cret@smtp.example.com:465",
      to: ["a@example.com", "b@example.com"],
      from: "a@example.com",
    });
    expect(mailFromEnv({ ...env, NOTIFY_FROM: "site@example.com" })?.from).toBe("site@example.com");
  });

  it.each([
    [{ SMTP_URL: "my mail server" }, /SMTP_URL is not a URL like smtp:\/\//],
    [
      { SMTP_URL: "smtp.example.com:587" },
      /SMTP_URL must be smtp:\/\/… or smtps:\/\/… with a host, got "smtp.example.com:\/\/"/,
    ],
    [{ SMTP_URL: "https://smtp.example.com" }, /SMTP_URL must be smtp:\/\/… or smtps:\/\/…/],
    [{ NOTIFY_TO: "" }, /NOTIFY_TO must name who is told/],
    [{ NOTIFY_TO: "artist@example.com, nobody" }, /NOTIFY_TO: "nobody" is not an email address/],
    [{ NOTIFY_FROM: "a@example.com, b@example.com" }, /NOTIFY_FROM must be one address/],
  ])("refuses %o with an error naming the setting", (override, error) => {
    const env = { SMTP_URL: "smtp://smtp.example.com:587", NOTIFY_TO: "artist@example.com", ...override };
    expect(() => mailFromEnv(env)).toThrow(error);
  });
});
