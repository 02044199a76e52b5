import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldErrors, sendContact } from "./contact-client.ts";

function answer(status: number, body?: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
    body === undefined ? new Response(null, { status }) : Response.json(body, { status }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function form() {
  const data = new FormData();
  for (const [key, value] of Object.entries({ name: "Ada", email: "ada@example.com", message: "Hi", _gotcha: "" }))
    data.set(key, value);
  return data;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sendContact", () => {
  it("posts the form as multipart data, asking for JSON", async () => {
    const fetch = answer(200, { ok: true });
    const data = form();
    expect(await sendContact("/f/contact", data)).toEqual({ kind: "sent" });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/f/contact");
    expect(init.method).toBe("POST");
    expect(init.body).toBe(data);
    expect(init.headers).toEqual({ Accept: "application/json" });
  });

  it("reads only the status of a success: any 2xx, with any body", async () => {
    answer(204);
    expect(await sendContact("/f/contact", form())).toEqual({ kind: "sent" });
  });

  it("puts a 422's Formspree-style errors on their fields", async () => {
    answer(422, {
      error: "Validation errors",
      errors: [{ field: "email", code: "TYPE_EMAIL", message: "should be an email" }],
    });
    expect(await sendContact("/f/contact", form())).toEqual({
      kind: "rejected",
      errors: { email: "should be an email" },
    });
  });

  it.each([
    [500, undefined],
    [404, "Not Found"],
    [413, { error: "The message is too large" }],
    [429, { error: "Too many messages" }],
    [422, { error: "Validation errors" }],
    [422, "not json at all"],
  ])("treats %i with body %j as a failure", async (status, body) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status })),
    );
    expect(await sendContact("/f/contact", form())).toEqual({ kind: "failed", status });
  });

  it("turns a thrown fetch (offline, aborted) into a network result", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    expect(await sendContact("/f/contact", form())).toEqual({ kind: "network" });
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new DOMException("The user aborted a request.", "AbortError")));
    expect(await sendContact("/f/contact", form())).toEqual({ kind: "network" });
  });

  it("gives up on a server that never answers", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal!.addEventListener("abort", () => reject(init.signal!.reason))),
      ),
    );
    expect(await sendContact("/f/contact", form(), 20)).toEqual({ kind: "timeout" });
  });
});

describe("fieldErrors", () => {
  it("files field-less and unknown-field errors under email, joining several", () => {
    expect(
      fieldErrors({
        errors: [
          { field: "message", message: "is too long" },
          { code: "EMPTY", message: "form should not be empty" },
          { field: "_gotcha", message: "spam" },
          { field: "name", message: "  " },
        ],
      }),
    ).toEqual({ message: "is too long", email: "form should not be empty spam" });
  });

  it.each([null, undefined, "x", {}, { errors: "x" }, { errors: [] }, { errors: [{ field: "email" }] }])(
    "finds nothing to show in %j",
    (body) => {
      expect(fieldErrors(body)).toBeUndefined();
    },
  );
});
