// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DRAFT_KEY } from "../lib/contact-draft.ts";
import { FIELDS, LIMITS } from "../../shared/contact-rules.ts";
import { validate } from "../../inbox/validation.ts";
import { ContactForm } from "./contact-form.tsx";

const VALID_SUBMISSION = { name: "Ada", email: "ada@example.com", message: "Hello" };

const ENDPOINT = "/f/contact";
const SENT = "Well done! Your message has been sent successfully.";

type Answer = Response | Error | DOMException;

/** Stubs fetch; each call gets the next answer (a Response, or an Error to throw). Returns the mock. */
function answers(...queue: (Answer | Promise<Answer>)[]) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const next = await queue.shift();
    if (!next) throw new Error("unexpected fetch");
    if (next instanceof Response) return next;
    throw next;
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function deferred() {
  let resolve!: (answer: Answer) => void;
  const promise = new Promise<Answer>((r) => (resolve = r));
  return { promise, resolve };
}

function setup() {
  const user = userEvent.setup();
  const { unmount } = render(<ContactForm endpoint={ENDPOINT} />);
  const name = screen.getByRole("textbox", { name: "Name" });
  const email = screen.getByRole("textbox", { name: "Email" });
  const message = screen.getByRole("textbox", { name: "Message" });
  const button = screen.getByRole("button", { name: "Send Message" });
  const fill = async (values: { name?: string; email?: string; message?: string } = {}) => {
    await user.type(name, values.name ?? "Ada Lovelace");
    await user.type(email, values.email ?? "ada@example.com");
    await user.type(message, values.message ?? "A worm for my collection, please.");
  };
  return { user, name, email, message, button, fill, unmount, status: screen.getByRole("status") };
}

/** The error line under a field: "Oh, snap!" then the text. */
function errorOf(control: HTMLElement) {
  const id = control.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("ContactForm: its fields and checks", () => {
  it("has the spec's fields: labelled, required, placeholders, autocomplete, a 4-row message", () => {
    const { name, email, message, button } = setup();
    expect(name).toHaveAttribute("placeholder", "John Doe");
    expect(name).toHaveAttribute("autocomplete", "name");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("placeholder", "john@example.com");
    expect(email).toHaveAttribute("autocomplete", "email");
    expect(message.tagName).toBe("TEXTAREA");
    expect(message).toHaveAttribute("rows", "4");
    expect(message).toHaveAttribute("placeholder", "Write your message here...");
    for (const control of [name, email, message]) expect(control).toBeRequired();
    expect(button).toHaveAttribute("type", "submit");
    // Without JavaScript the form still posts to the endpoint.
    expect(button.closest("form")).toHaveAttribute("action", ENDPOINT);
    expect(button.closest("form")).toHaveAttribute("method", "post");
  });

  it("has a honeypot that is sent along but hidden from people and assistive technology", async () => {
    const fetch = answers(Response.json({ ok: true }));
    const { fill, user, button } = setup();
    const trap = document.querySelector<HTMLInputElement>('input[name="_gotcha"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest('[aria-hidden="true"]')).toHaveClass("honeypot");
    expect(screen.getAllByRole("textbox")).toHaveLength(3);
    await fill();
    await user.click(button);
    const body = fetch.mock.calls[0]![1].body as FormData;
    expect([...body.keys()]).toEqual(["name", "email", "message", "_gotcha"]);
  });

  it("lets no field grow longer than the inbox accepts", () => {
    const { name, email, message } = setup();
    const limits = { name, email, message };
    for (const field of FIELDS) {
      expect(limits[field]).toHaveAttribute("maxlength", String(LIMITS[field]));
      const atLimit = { ...VALID_SUBMISSION, [field]: "x".repeat(LIMITS[field] - (field === "email" ? 12 : 0)) };
      if (field === "email") atLimit.email += "@example.com";
      expect(validate(new Map(Object.entries(atLimit))).ok, field).toBe(true);
    }
  });

  it("stops a shape-invalid e-mail before sending: Oh, snap!, red field, focus", async () => {
    const fetch = answers();
    const { fill, user, button, email, status } = setup();
    await fill({ email: "ada@example" });
    await user.click(button);
    expect(errorOf(email)).toBe("Oh, snap! Please enter a valid email address.");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
    expect(status).toHaveTextContent("Oh, snap! Please enter a valid email address.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("leaves empty required fields to the browser's own check", async () => {
    const fetch = answers();
    const { user, button, name } = setup();
    await user.click(button);
    expect(fetch).not.toHaveBeenCalled();
    expect(name).not.toHaveAttribute("aria-invalid");
  });
});

describe("ContactForm: sending and drafts", () => {
  it("posts once, shows progress, then the success note, and empties the form and the draft", async () => {
    const pending = deferred();
    const fetch = answers(pending.promise);
    const { fill, user, button, name, email, message, status } = setup();
    await fill();
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
    await user.click(button);
    expect(button).toHaveTextContent("Sending…");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveFocus();
    expect(status).toHaveTextContent("Sending your message…");
    expect(message).toHaveAttribute("readonly");
    // A second click and Enter in a field while sending: still one request.
    await user.click(button);
    await user.type(name, "{Enter}");
    expect(fetch).toHaveBeenCalledTimes(1);
    pending.resolve(Response.json({ ok: true }));
    await waitFor(() => expect(status).toHaveTextContent(SENT));
    expect(status).toBeVisible();
    expect([name, email, message].map((c) => (c as HTMLInputElement).value)).toEqual(["", "", ""]);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(button).toHaveTextContent("Send Message");
    expect(button).not.toHaveAttribute("aria-disabled");
  });

  it.each([
    ["a 500", new Response("boom", { status: 500 }), "Something went wrong. Please try again."],
    [
      "a network error",
      new TypeError("Failed to fetch"),
      "The network failed before your message could be sent. Check your connection and try again.",
    ],
    [
      "an aborted request",
      new DOMException("aborted", "AbortError"),
      "The network failed before your message could be sent. Check your connection and try again.",
    ],
  ])("after %s: the error under the email field, the text kept, the button working again", async (_, answer, text) => {
    const fetch = answers(answer, Response.json({ ok: true }));
    const { fill, user, button, name, email, message, status } = setup();
    await fill();
    await user.click(button);
    await waitFor(() => expect(errorOf(email)).toBe(`Oh, snap! ${text}`));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
    expect(status).toHaveTextContent(`Oh, snap! ${text}`);
    expect(screen.queryByText(SENT)).toBeNull();
    expect(name).toHaveValue("Ada Lovelace");
    expect(email).toHaveValue("ada@example.com");
    expect(message).toHaveValue("A worm for my collection, please.");
    expect(localStorage.getItem(DRAFT_KEY)).toContain("A worm for my collection");
    expect(button).toHaveTextContent("Send Message");
    expect(button).not.toHaveAttribute("aria-disabled");
    // Trying again works, and the old error goes.
    await user.click(button);
    await waitFor(() => expect(status).toHaveTextContent(SENT));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(email).not.toHaveAttribute("aria-invalid");
  });
});

describe("ContactForm: refusals and drafts", () => {
  it("shows a 422's errors on their own fields and focuses the first", async () => {
    answers(
      Response.json(
        {
          error: "Validation errors",
          errors: [
            { field: "message", code: "TOO_LONG", message: "is too long" },
            { field: "name", code: "REQUIRED", message: "is required" },
            { code: "EMPTY", message: "form looks like spam" },
          ],
        },
        { status: 422 },
      ),
    );
    const { fill, user, button, name, email, message } = setup();
    await fill();
    await user.click(button);
    await waitFor(() => expect(errorOf(message)).toBe("Oh, snap! is too long"));
    expect(errorOf(name)).toBe("Oh, snap! is required");
    expect(errorOf(email)).toBe("Oh, snap! form looks like spam");
    for (const control of [name, email, message]) expect(control).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveFocus();
    expect(message).toHaveValue("A worm for my collection, please.");
  });

  it("keeps a draft as it is typed and brings it back after a reload", async () => {
    const first = setup();
    await first.fill({ message: "Half a thought" });
    first.unmount();
    const second = setup();
    expect(second.name).toHaveValue("Ada Lovelace");
    expect(second.email).toHaveValue("ada@example.com");
    expect(second.message).toHaveValue("Half a thought");
  });

  it("restores the draft on hydration, but never over what was typed before the script arrived", async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ name: "Old name", email: "", message: "Half a thought" }));
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<ContactForm endpoint={ENDPOINT} />);
    screen.getByRole<HTMLInputElement>("textbox", { name: "Name" }).value = "Typed early";
    const root = await act(async () => hydrateRoot(container, <ContactForm endpoint={ENDPOINT} />));
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Typed early");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Half a thought");
    act(() => root.unmount());
    container.remove();
  });
});
