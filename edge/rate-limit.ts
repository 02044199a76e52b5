// The rate limit on the edge: the same token bucket as `npm start` (inbox/rate-limit.ts's `takeToken`), keyed the same
// way, its buckets in D1, where every Worker in the world sees the same ones (an isolate's memory is neither shared nor
// kept). A bucket is read, taken from and written back only if nobody wrote it meanwhile; a request that loses that
// race reads it again. The Cron Trigger forgets the buckets that are full again (edge/worker.ts).

import { takeToken, type RateLimiter, type Verdict } from "../inbox/rate-limit.ts";
import type { Sql } from "../inbox/store.ts";

// Each lost race means another request of the same client was counted meanwhile: a burst of N from one client settles
// in N rounds. Past this many, the client is refused, as one sending faster than anyone types.
const TRIES = 20;

export function d1RateLimiter(sql: Sql, perMinute: number, now: () => number = Date.now): RateLimiter {
  return {
    async take(client) {
      try {
        return await counted(client);
      } catch (error) {
        // The database refuses (its daily limit, an outage): the message cannot be saved either, and its own refusal
        // (503, the visitor's text kept) says so better than a failed count would.
        console.error("Inbox: the rate limit could not be counted:", error);
        return { ok: true };
      }
    },
  };

  async function counted(client: string): Promise<Verdict> {
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const { rows } = await sql.execute({
        sql: "SELECT tokens, at FROM rate_limits WHERE client = ?",
        args: [client],
      });
      const row = rows[0];
      const bucket = row && { tokens: Number(row.tokens), at: Number(row.at) };
      const [next, verdict] = takeToken(bucket, now(), perMinute);
      const written = await sql.execute(
        bucket
          ? {
              sql: "UPDATE rate_limits SET tokens = ?, at = ? WHERE client = ? AND tokens = ? AND at = ?",
              args: [next.tokens, next.at, client, bucket.tokens, bucket.at],
            }
          : {
              sql: "INSERT OR IGNORE INTO rate_limits (client, tokens, at) VALUES (?, ?, ?)",
              args: [client, next.tokens, next.at],
            },
      );
      if (written.rowsAffected === 1) return verdict;
    }
    return { ok: false, retryAfterSeconds: 1 };
  }
}

/** Forgets the buckets that have refilled (a minute idle refills any bucket): they hold nothing a new one would not. */
export async function forgetFullBuckets(sql: Sql, now: number): Promise<void> {
  await sql.execute({ sql: "DELETE FROM rate_limits WHERE at <= ?", args: [now - 60_000] });
}
