// A per-client limit on submissions: a token bucket per client that holds `perMinute` tokens and refills at that rate,
// so a person may send a few messages in a row and a script is slowed to the steady rate. The bucket's arithmetic is
// `takeToken`, one for both runtimes; where the buckets live is the runtime's: in memory on `npm start` (below: a
// restart forgets them, which costs nothing worth a table), in the database on the edge, whose isolates come and go
// (edge/rate-limit.ts).
//
// Memory is bounded: when `maxClients` are tracked, clients whose bucket is full again (idle long enough to have lost
// nothing) are forgotten, and if none is, the longest-tracked one.

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(client: string): Verdict | Promise<Verdict>;
}

/** A client's tokens and when they were counted (milliseconds). */
export interface Bucket {
  tokens: number;
  at: number;
}

/** Takes a token from `bucket` (a full one when the client is new) at `time`: the bucket after it, and the verdict. */
export function takeToken(bucket: Bucket | undefined, time: number, perMinute: number): [Bucket, Verdict] {
  const perMs = perMinute / 60_000;
  const tokens = bucket ? refill(bucket, time, perMinute) : perMinute;
  if (tokens >= 1) return [{ tokens: tokens - 1, at: time }, { ok: true }];
  const waitMs = Math.round((1 - tokens) / perMs); // whole milliseconds: no 2.0000001 s
  return [
    { tokens, at: time },
    { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) },
  ];
}

/** The bucket's tokens at `time`: refilled since it was counted, never past full. */
export const refill = (bucket: Bucket, time: number, perMinute: number) =>
  Math.min(perMinute, bucket.tokens + (Math.max(0, time - bucket.at) * perMinute) / 60_000); // clocks can step back

export function createRateLimiter(
  perMinute: number,
  now: () => number = Date.now,
  maxClients = 10_000,
): { take(client: string): Verdict } {
  const buckets = new Map<string, Bucket>();

  function forgetSome(time: number) {
    for (const [client, bucket] of buckets) if (refill(bucket, time, perMinute) >= perMinute) buckets.delete(client);
    if (buckets.size >= maxClients) buckets.delete(buckets.keys().next().value as string);
  }

  return {
    take(client) {
      const time = now();
      const bucket = buckets.get(client);
      if (!bucket && buckets.size >= maxClients) forgetSome(time);
      const [next, verdict] = takeToken(bucket, time, perMinute);
      buckets.set(client, next);
      return verdict;
    },
  };
}

/**
 * The key a client is limited by: its IPv4 address, or the /64 network of an IPv6 address (one subscriber is usually
 * given a whole /64, so limiting single IPv6 addresses would limit nothing).
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.toLowerCase().replace(/%.*$/, "").split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail ? tail.split(":") : [];
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0");
  const network = [...left, ...zeros, ...right].slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ""));
  return `${network.join(":")}::/64`;
}
