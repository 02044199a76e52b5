import type { SendResult } from "./contact-client.ts";
import { contactWords } from "../../model/contact-words.ts";
import { type FieldErrors, firstFieldInError } from "../../shared/contact-rules.ts";

// The contact form as a small state machine (the spec's "email error text" and "success flag" are derived from it):
//
//   idle | invalid | sent | failed  --submit, checks fail-->  invalid   (errors shown, nothing sent)
//   idle | invalid | sent | failed  --submit, checks pass-->  sending   (errors cleared)
//   sending                         --settled: sent------->  sent      (the form is reset by the component)
//   sending                         --settled: otherwise-->  failed    (errors shown, the visitor's text kept)
//
// A submit while sending, or an answer while not sending, changes nothing: there is never a second message in flight.

export type ContactStatus = "idle" | "invalid" | "sending" | "sent" | "failed";
export type ContactState = { status: ContactStatus; errors: FieldErrors };
export type ContactEvent = { type: "submit"; errors: FieldErrors } | { type: "settled"; result: SendResult };

export const initialContactState: ContactState = { status: "idle", errors: {} };

export function contactReducer(state: ContactState, event: ContactEvent): ContactState {
  if (event.type === "submit") {
    if (state.status === "sending") return state;
    return Object.keys(event.errors).length
      ? { status: "invalid", errors: event.errors }
      : { status: "sending", errors: {} };
  }
  if (state.status !== "sending") return state;
  return event.result.kind === "sent"
    ? { status: "sent", errors: {} }
    : { status: "failed", errors: errorsOf(event.result) };
}

function errorsOf(result: Exclude<SendResult, { kind: "sent" }>): FieldErrors {
  switch (result.kind) {
    case "rejected":
      return result.errors;
    case "failed":
      return { email: contactWords.failed };
    case "network":
      return { email: contactWords.network };
    case "timeout":
      return { email: contactWords.timeout };
  }
}

/** What the live region says: progress, the success note, or the first error, so no status change goes unheard. */
export function announcement(state: ContactState): string {
  if (state.status === "sending") return contactWords.sending;
  if (state.status === "sent") return contactWords.sent;
  const first = firstFieldInError(state.errors);
  return first ? `${contactWords.errorLead} ${state.errors[first]}` : "";
}
