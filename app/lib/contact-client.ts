import { FIELDS, type FieldErrors, type FieldName } from "../../shared/contact-rules.ts";

// The one call the site makes: post the form to the endpoint (the bundled inbox or Formspree; both speak the same
// contract) and turn every way it can end into one value the form can show. It never throws.

export type SendResult =
  /** The endpoint took the message (any 2xx; the body is not read). */
  | { kind: "sent" }
  /** The endpoint refused some fields (422 with Formspree-style `errors`); field-less errors are filed under email. */
  | { kind: "rejected"; errors: FieldErrors }
  /** Any other answer that is not ok. */
  | { kind: "failed"; status: number }
  /** No answer: offline, DNS, CORS, an aborted request. */
  | { kind: "network" }
  /** No answer within the time limit; the message may or may not have arrived. */
  | { kind: "timeout" };

/** Long enough for a slow phone link, short enough that nobody waits on a dead server. */
export const SEND_TIMEOUT_MS = 30_000;

export async function sendContact(
  endpoint: string,
  body: FormData,
  timeoutMs: number = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // By name, not class: the DOMException of another realm (a test's DOM) is still a timeout.
    return { kind: (error as Error | undefined)?.name === "TimeoutError" ? "timeout" : "network" };
  }
  if (response.ok) return { kind: "sent" };
  if (response.status === 422) {
    const errors = fieldErrors(await response.json().catch(() => undefined));
    if (errors) return { kind: "rejected", errors };
  }
  return { kind: "failed", status: response.status };
}

/** Formspree's `{"errors":[{"field":"email","message":"…"}]}` by field, or undefined when there is none to show. */
export function fieldErrors(body: unknown): FieldErrors | undefined {
  const list = (body as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(list)) return undefined;
  const errors: FieldErrors = {};
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    if (typeof item?.message !== "string" || !item.message.trim()) continue;
    const field: FieldName = FIELDS.includes(item.field as FieldName) ? (item.field as FieldName) : "email";
    errors[field] = errors[field] ? `${errors[field]} ${item.message.trim()}` : item.message.trim();
  }
  return Object.keys(errors).length ? errors : undefined;
}
