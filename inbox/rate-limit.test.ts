import { describe, expect, it } from "vitest";
import { clientKey, createRateLimiter } from "./rate-limit.ts";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("createRateLimiter", () => {
  it("allows a burst of `perMinute`, then refuses with the seconds until the next token", () => {
    const time = clock();
    const limiter = createRateLimiter(10, time.now);
    for (let i = 0; i < 10; i++) expect(limiter.take("a")).toEqual({ ok: true });
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterSeconds: 6 });
    time.advance(4_000);
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterSeconds: 2 });
    time.advance(2_000);
    expect(limiter.take("a")).toEqual({ ok: true });
    expect(limiter.take("a").ok).toBe(false);
  });

  it("refills at the steady rate, never beyond the burst", () => {
    const time = clock();
    const limiter = createRateLimiter(60, time.now);
    for (let i = 0; i < 60; i++) limiter.take("a");
    time.advance(10_000);
    let allowed = 0;
    while (limiter.take("a").ok) allowed++;
    expect(allowed).toBe(10);
    time.advance(3_600_000);
    allowed = 0;
    while (limiter.take("a").ok) allowed++;
    expect(allowed).toBe(60);
  });

  it("counts each client on its own", () => {
    const limiter = createRateLimiter(1, clock().now);
    expect(limiter.take("a").ok).toBe(true);
    expect(limiter.take("a").ok).toBe(false);
    expect(limiter.take("b").ok).toBe(true);
  });

  it("asks for at least a second, even when the next token is nearly there", () => {
    const time = clock();
    const limiter = createRateLimiter(1000, time.now);
    for (let i = 0; i < 1000; i++) limiter.take("a");
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it("survives the clock stepping back", () => {
    const time = clock();
    const limiter = createRateLimiter(2, time.now);
    limiter.take("a");
    time.advance(-3_600_000);
    expect(limiter.take("a")).toEqual({ ok: true });
    expect(limiter.take("a").ok).toBe(false);
  });

  it("keeps at most maxClients, forgetting idle clients first", () => {
    const time = clock();
    const limiter = createRateLimiter(2, time.now, 3);
    limiter.take("idle");
    time.advance(60_000); // "idle" is full again: forgetting it loses nothing
    limiter.take("busy1");
    limiter.take("busy1");
    limiter.take("busy2");
    limiter.take("busy2");
    limiter.take("new"); // at the limit: "idle" goes
    expect(limiter.take("busy1").ok).toBe(false);
    expect(limiter.take("busy2").ok).toBe(false);
    limiter.take("new");
    expect(limiter.take("new").ok).toBe(false);
    // No idle client left: the longest-tracked one goes, and starts afresh.
    limiter.take("newer");
    expect(limiter.take("busy1").ok).toBe(true);
  });
});

describe("clientKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:10.0.0.1", "10.0.0.1"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:eeee:dddd:cccc", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::9", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s is limited as %s", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it("puts two addresses of one /64 together", () => {
    expect(clientKey("2001:db8:aa:bb::1")).toBe(clientKey("2001:db8:aa:bb:ffff:1:2:3"));
    expect(clientKey("2001:db8:aa:bb::1")).not.toBe(clientKey("2001:db8:aa:bc::1"));
  });
});
