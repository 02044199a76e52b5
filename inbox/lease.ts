// What keeps a batch of mails its own while it is sent and recorded (inbox/outbox.ts): the lease on them is renewed
// while the batch is under way, and the outcome is written however long the database stays busy.
//
// A lease that ran out while its mails were still being sent let a second sender (`npm run inbox -- --retry`) send
// them all again: a slow mail server took longer than the minute. And a failure to mark sent mails as sent (another
// program holding the database's write lock past the busy timeout) left them to be sent again when their lease ran
// out. Now the work holds the lease, and it is the statement that is tried again, never the mail.

import type { Attempt, Outbox } from "./store.ts";

// Renewed at a third of its length: two renewals may fail (a busy database) before it runs out.
const RENEWALS_PER_LEASE = 3;
const FIRST_WAIT_MS = 100;
const LONGEST_WAIT_MS = 5_000;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const mails = (count: number) => `${count} ${count === 1 ? "mail" : "mails"}`;

interface LeaseOptions {
  /** When the lease taken with the claim ends. */
  until: number;
  leaseMs: number;
  now: () => number;
  log?: (line: string) => void;
}

/** Renews the lease on `ids` every third of its length until `release`; says once if it was lost. */
export function holdLease(outbox: Outbox, ids: readonly number[], { until, leaseMs, now, log }: LeaseOptions) {
  let held = until;
  let renewing = false;
  let released = false;
  let lost = 0;
  const renew = async () => {
    if (renewing) return;
    renewing = true;
    const next = now() + leaseMs;
    try {
      const renewed = await outbox.renew(ids, held, next);
      held = next;
      // Once released, the batch is being recorded: its leases end with it, which is no loss.
      if (!released && ids.length - renewed > lost) {
        lost = ids.length - renewed;
        log?.(`Inbox: the lease on ${mails(lost)} ran out while they were being sent: they may go out twice`);
      }
    } catch {
      // A busy database: the next renewal comes well before the lease ends.
    } finally {
      renewing = false;
    }
  };
  const timer = setInterval(() => void renew(), leaseMs / RENEWALS_PER_LEASE);
  return {
    release() {
      released = true;
      clearInterval(timer);
    },
  };
}

interface SettleOptions {
  log?: (line: string) => void;
  /** Once aborted (the server is stopping), one more try, then the outcome is given up (the mails go out again). */
  signal?: AbortSignal;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Records the attempts, trying the statement again with a growing wait while the database refuses it. */
export async function settleSurely(
  outbox: Outbox,
  attempts: readonly Attempt[],
  { log, signal, wait = sleep }: SettleOptions,
): Promise<void> {
  const sent = attempts.filter((attempt) => "sentAt" in attempt).length;
  const what = sent > 0 ? `${mails(sent)} sent` : `${mails(attempts.length)} tried`;
  for (let tries = 1, pause = FIRST_WAIT_MS; ; tries++, pause = Math.min(2 * pause, LONGEST_WAIT_MS)) {
    try {
      await outbox.settle(attempts);
      if (tries > 1) log?.(`Inbox: recorded the ${what}, after ${tries} tries`);
      return;
    } catch (error) {
      if (signal?.aborted && tries > 1) {
        log?.(`Inbox: could not record the ${what} (${reasonOf(error)}): they will be mailed again`);
        throw error;
      }
      if (tries === 1)
        log?.(`Inbox: could not record the ${what} yet (${reasonOf(error)}); trying again, without sending them again`);
      await wait(pause);
    }
  }
}
