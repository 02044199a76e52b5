// Delivers the outbox's mails (server/inbox/store.ts keeps them with their messages): at least once, in the server's
// process, never in a visitor's request. A saved message wakes the sender; a failed attempt is tried again after
// 10 s, then 20, 40… up to every 5 minutes, and keeps its last error for `npm run inbox`. A claimed mail is leased for
// a minute, so a sender that dies mid-attempt (or a second one, `npm run inbox -- --retry`) loses nothing: the lease
// runs out and the mail is due again. See docs/decisions/0013-mail-outbox.md.

import { composeMail, type MailSettings, type SendMail } from "./mail.ts";
import type { Attempt, Outbox } from "./store.ts";

export const FIRST_RETRY_MS = 10_000;
export const LONGEST_WAIT_MS = 5 * 60_000;
const LEASE_MS = 60_000;
// Mails claimed and sent together (over the transport's few pooled connections), their outcomes written at once.
const BATCH = 20;
const ERROR_CHARS = 500;

/** How long to wait before attempt number `attempts + 1`, after `attempts` failures. */
export const retryDelay = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);

export interface SenderOptions {
  outbox: Outbox;
  settings: MailSettings;
  send: SendMail;
  now?: () => number;
  log?: (line: string) => void;
  /** Once aborted, no further batch is claimed (the one under way is finished and settled). */
  signal?: AbortSignal;
}

/**
 * Mail failures said once per outage, not once per attempt (a 30 s outage of the mail server made 6,135 lines): the
 * first failure, then, when a mail goes through again, how long it lasted.
 */
export interface OutageLog {
  failed(reason: string, at: number): void;
  sent(at: number): void;
}

export function outageLog(log: ((line: string) => void) | undefined): OutageLog {
  let outage: { since: number; failures: number } | undefined;
  return {
    failed(reason, at) {
      if (outage) {
        outage.failures++;
        return;
      }
      outage = { since: at, failures: 1 };
      log?.(`Inbox: a mail to the artist was not sent (${reason}); every message is kept and its mail tried again`);
    },
    sent(at) {
      if (!outage) return;
      const seconds = Math.round((at - outage.since) / 1000);
      const attempts = `${outage.failures} failed ${outage.failures === 1 ? "attempt" : "attempts"}`;
      log?.(`Inbox: mail to the artist works again, after ${seconds} s and ${attempts}`);
      outage = undefined;
    },
  };
}

/** Sends every mail due now, batch after batch; returns how many were sent and how many failed. */
export async function sendDue(
  { outbox, settings, send, now = Date.now, log, signal }: SenderOptions,
  outage: OutageLog = outageLog(log),
) {
  const totals = { sent: 0, failed: 0 };
  while (!signal?.aborted) {
    const mails = await outbox.claim(now(), BATCH, LEASE_MS);
    if (mails.length === 0) return totals;
    const attempts = await Promise.all(
      mails.map(async (mail): Promise<Attempt> => {
        try {
          await send(composeMail(mail, settings));
          outage.sent(now());
          totals.sent++;
          return { id: mail.id, sentAt: new Date(now()).toISOString() };
        } catch (error) {
          totals.failed++;
          const reason = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_CHARS);
          outage.failed(reason, now());
          return { id: mail.id, error: reason, retryAt: now() + retryDelay(mail.attempts + 1) };
        }
      }),
    );
    await outbox.settle(attempts);
  }
  return totals;
}

export interface Sender {
  /** A message was saved, or something else may be due: send what is due (now, or after the pass under way). */
  wake(): void;
  /** Stops waking; resolves when the batch under way is sent and settled (the rest waits for the next start). */
  stop(): Promise<void>;
}

/** Runs `sendDue` whenever woken, and again when the next retry is due. */
export function startSender(options: SenderOptions): Sender {
  const { outbox, now = Date.now, log } = options;
  const outage = outageLog(log);
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function pass() {
    do {
      again = false;
      try {
        await sendDue({ ...options, signal: stopping.signal }, outage);
        const due = await outbox.nextDue();
        clearTimeout(timer);
        if (due !== undefined && !stopped)
          timer = setTimeout(wake, Math.min(Math.max(0, due - now()), LONGEST_WAIT_MS)).unref();
      } catch (error) {
        // The database failed (the messages are still in it): try again after the first retry's wait.
        log?.(`Inbox: the outbox could not be read: ${error instanceof Error ? error.message : String(error)}`);
        clearTimeout(timer);
        if (!stopped) timer = setTimeout(wake, FIRST_RETRY_MS).unref();
      }
    } while (again && !stopped);
    running = undefined;
  }

  function wake() {
    if (stopped) return;
    if (running) again = true;
    else running = pass();
  }

  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
