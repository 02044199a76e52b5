import { describe, expect, it } from "vitest";
import type { SendResult } from "./contact-client.ts";
import { announcement, contactReducer, initialContactState, type ContactState } from "./contact-form-state.ts";
import { contactWords } from "../../model/contact-words.ts";

const sending: ContactState = { status: "sending", errors: {} };
const settle = (result: SendResult) => contactReducer(sending, { type: "settled", result });

describe("contactReducer", () => {
  it("stops at a failed check: errors set, not sent, no success", () => {
    const sent: ContactState = { status: "sent", errors: {} };
    expect(contactReducer(sent, { type: "submit", errors: { email: contactWords.invalidEmail } })).toEqual({
      status: "invalid",
      errors: { email: "Please enter a valid email address." },
    });
  });

  it("clears old errors and starts sending when the checks pass", () => {
    const failed: ContactState = { status: "failed", errors: { email: contactWords.failed } };
    expect(contactReducer(failed, { type: "submit", errors: {} })).toEqual(sending);
  });

  it("ignores a second submit while one is on its way", () => {
    expect(contactReducer(sending, { type: "submit", errors: {} })).toBe(sending);
    expect(contactReducer(sending, { type: "submit", errors: { name: "x" } })).toBe(sending);
  });

  it("ignores an answer when nothing is being sent", () => {
    expect(contactReducer(initialContactState, { type: "settled", result: { kind: "sent" } })).toBe(
      initialContactState,
    );
  });

  it.each<[SendResult, ContactState]>([
    [{ kind: "sent" }, { status: "sent", errors: {} }],
    [
      { kind: "failed", status: 500 },
      { status: "failed", errors: { email: "Something went wrong. Please try again." } },
    ],
    [{ kind: "network" }, { status: "failed", errors: { email: contactWords.network } }],
    [{ kind: "timeout" }, { status: "failed", errors: { email: contactWords.timeout } }],
    [
      { kind: "rejected", errors: { message: "is too long" } },
      { status: "failed", errors: { message: "is too long" } },
    ],
  ])("settles %j", (result, expected) => {
    expect(settle(result)).toEqual(expected);
  });
});

describe("announcement", () => {
  it("says nothing before the first submit", () => {
    expect(announcement(initialContactState)).toBe("");
  });

  it("tells of progress, success and the first error in form order", () => {
    expect(announcement(sending)).toBe("Sending your message…");
    expect(announcement({ status: "sent", errors: {} })).toBe("Well done! Your message has been sent successfully.");
    expect(announcement({ status: "failed", errors: { message: "too long", email: "bad" } })).toBe("Oh, snap! bad");
  });
});
