// A per-client limit on submissions: a token bucket per client that holds `perMinute` tokens and refills at that rate,
// so a person may send a few messages in a row and a script is slowed to the steady rate. Kept in memory only: a
// restart forgets it, which costs nothing worth a table.
//
// Memory is bounded: when `maxClients` are tracked, clients whose bucket is full again (idle long enough to have lost
// nothing) are forgotten, and if none is, the longest-tracked one.

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(client: string): Verdict;
}

export function createRateLimiter(perMinute: number, now: () => number = Date.now, maxClients = 10_000): RateLimiter {
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();

  const refilled = (bucket: { tokens: number; at: number }, time: number) =>
    Math.min(perMinute, bucket.tokens + Math.max(0, time - bucket.at) * perMs); // clocks can step back

  function forgetSome(time: number) {
    for (const [client, bucket] of buckets) if (refilled(bucket, time) >= perMinute) buckets.delete(client);
    if (buckets.size >= maxClients) buckets.delete(buckets.keys().next().value as string);
  }

  return {
    take(client) {
      const time = now();
      let bucket = buckets.get(client);
      if (!bucket) {
        if (buckets.size >= maxClients) forgetSome(time);
        bucket = { tokens: perMinute, at: time };
        buckets.set(client, bucket);
      }
      bucket.tokens = refilled(bucket, time);
      bucket.at = time;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { ok: true };
      }
      const waitMs = Math.round((1 - bucket.tokens) / perMs); // whole milliseconds: no 2.0000001 s
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
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
