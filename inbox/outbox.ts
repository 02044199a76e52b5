// Delivers the outbox's mails (inbox/sql-store.ts keeps them with their messages): at least once, never in a visitor's
// answer. Each runtime decides when to call `sendDue`: `npm start` after each saved message and on a timer
// (server/inbox/sender.ts), the edge right after the save and from its Cron Trigger (edge/worker.ts). A failed attempt
// is tried again after 10 s, then 20, 40… up to every 5 minutes, and keeps its last error for `npm run inbox`. A
// claimed mail is leased for a minute, renewed while its batch is under way (lease.ts), so a sender that dies
// mid-attempt loses nothing (the lease runs out and the mail is due again) while a live one, however slow its mail
// server, never sees a second sender (`npm run inbox -- --retry`) take its mails. See docs/decisions/0013-mail-outbox.md.

import { holdLease, settleSurely } from "./lease.ts";
import { composeMail, type Recipients, type SendMail } from "./mail.ts";
import type { Attempt, Outbox } from "./store.ts";

export const FIRST_RETRY_MS = 10_000;
export const LONGEST_WAIT_MS = 5 * 60_000;
export const LEASE_MS = 60_000;
// Mails claimed and sent together (over the transport's few pooled connections), their outcomes written at once.
const BATCH = 20;
const ERROR_CHARS = 500;

/** How long to wait before attempt number `attempts + 1`, after `attempts` failures. */
export const retryDelay = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);

export interface SenderOptions {
  outbox: Outbox;
  settings: Recipients;
  send: SendMail;
  now?: () => number;
  log?: (line: string) => void;
  /** Once aborted, no further batch is claimed (the one under way is finished and settled). */
  signal?: AbortSignal;
  /** How long a claim holds its mails before it must be renewed (a minute; tests shorten it). */
  leaseMs?: number;
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
  { outbox, settings, send, now = Date.now, log, signal, leaseMs = LEASE_MS }: SenderOptions,
  outage: OutageLog = outageLog(log),
) {
  const totals = { sent: 0, failed: 0 };
  while (!signal?.aborted) {
    const claimedAt = now();
    const mails = await outbox.claim(claimedAt, BATCH, leaseMs);
    if (mails.length === 0) return totals;
    const lease = holdLease(
      outbox,
      mails.map((mail) => mail.id),
      { until: claimedAt + leaseMs, leaseMs, now, log },
    );
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
    try {
      await settleSurely(outbox, attempts, { log, signal });
    } finally {
      lease.release();
    }
  }
  return totals;
}
