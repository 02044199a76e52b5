import { FIELDS, type ContactValues } from "../../shared/contact-rules.ts";

// A half-written message survives a reload, a crash or a closed tab: it is kept in this browser's localStorage as the
// visitor types and removed once the message is sent. Storage can be missing, full or forbidden (private modes,
// blocked site data, where even reading `localStorage` throws); the form then simply works without drafts.

export const DRAFT_KEY = "contact-draft";

export function readDraft(): ContactValues | undefined {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null");
    if (typeof saved !== "object" || saved === null) return undefined;
    const text = (field: string) => {
      const value = (saved as Record<string, unknown>)[field];
      return typeof value === "string" ? value : "";
    };
    const values: ContactValues = { name: text("name"), email: text("email"), message: text("message") };
    return FIELDS.some((field) => values[field]) ? values : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the values, or forgets the draft when every field is empty. */
export function saveDraft(values: ContactValues) {
  if (!FIELDS.some((field) => values[field])) return clearDraft();
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // No room or no permission: the draft is a convenience, the form still sends.
  }
}

export function clearDraft() {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // As above.
  }
}
