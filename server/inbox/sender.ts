// The sender of `npm start`: runs the outbox's `sendDue` (inbox/outbox.ts) whenever a saved message wakes it, and again
// when the next retry is due, in the server's process, never in a visitor's request.

import { FIRST_RETRY_MS, LONGEST_WAIT_MS, outageLog, sendDue, type SenderOptions } from "../../inbox/outbox.ts";

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
        log?.(`Inbox: the mails to send could not be read: ${error instanceof Error ? error.message : String(error)}`);
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
