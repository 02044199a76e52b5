import { useEffect, useReducer, useRef, type FormEvent } from "react";
import { sendContact } from "../lib/contact-client.ts";
import { clearDraft, readDraft, saveDraft } from "../lib/contact-draft.ts";
import { announcement, contactReducer, initialContactState } from "../lib/contact-form-state.ts";
import { contactWords } from "../../model/contact-words.ts";
import { contactValues, validateContact } from "../lib/contact-validation.ts";
import { FIELDS, firstFieldInError, HONEYPOT, LIMITS, type FieldName } from "../../shared/contact-rules.ts";
import { Field } from "./field.tsx";

type Props = { endpoint: string };

/**
 * The contact form: the browser's checks, then ours, then one POST to the endpoint; the visitor's text stays until it
 * has arrived. Without JavaScript it still posts to the same endpoint. The logic lives in app/lib/contact-*.ts.
 */
export function ContactForm({ endpoint }: Props) {
  const [state, dispatch] = useReducer(contactReducer, initialContactState);
  const formRef = useRef<HTMLFormElement>(null);
  // The state is a render behind a quick second submit; this is not.
  const inFlight = useRef(false);
  const sending = state.status === "sending";

  // Bring back a draft once hydrated, never over anything typed before the script arrived.
  useEffect(() => {
    const draft = readDraft();
    if (!formRef.current || !draft) return;
    for (const field of FIELDS) {
      const control = controlOf(formRef.current, field);
      if (!control.value) control.value = draft[field];
    }
  }, []);

  // Each failed check or send takes the visitor to the first field in error, whose description is the error.
  useEffect(() => {
    const field = firstFieldInError(state.errors);
    if (field && formRef.current) controlOf(formRef.current, field).focus();
  }, [state]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const errors = validateContact(contactValues(data));
    dispatch({ type: "submit", errors });
    if (firstFieldInError(errors)) return;
    inFlight.current = true;
    const result = await sendContact(endpoint, data);
    inFlight.current = false;
    dispatch({ type: "settled", result });
    if (result.kind === "sent") {
      form.reset();
      clearDraft();
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={endpoint}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      onChange={(event) => saveDraft(contactValues(new FormData(event.currentTarget)))}
      className="contact-form"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <ContactField field="name" error={state.errors.name} sending={sending} />
        <ContactField field="email" error={state.errors.email} sending={sending} />
      </div>
      <ContactField field="message" error={state.errors.message} sending={sending} />
      {/* A trap for bots, which fill in every field; people never see or reach it. The endpoint drops what fills it. */}
      <div className="honeypot" aria-hidden="true">
        <label>
          {contactWords.honeypot}
          <input name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="flex flex-col gap-x-6 gap-y-4 sm:flex-row sm:flex-wrap sm:items-center">
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus it holds. */}
        <button type="submit" aria-disabled={sending || undefined} className="send-button">
          {sending ? contactWords.buttonBusy : contactWords.button}
        </button>
        {/* Always in the page, so screen readers hear every change: progress, the success note or the first error. */}
        <p role="status" className={state.status === "sent" ? "success-note" : "sr-only"}>
          {announcement(state)}
        </p>
      </div>
    </form>
  );
}

/** The one-line fields: their type and what the browser may fill them with. */
const INPUTS = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
} as const;

/** One of the form's three fields, read-only while the message is on its way. */
function ContactField({ field, error, sending }: { field: FieldName; error?: string; sending: boolean }) {
  return (
    <Field label={contactWords.labels[field]} error={error}>
      {(control) =>
        field === "message" ? (
          <textarea
            {...control}
            name={field}
            rows={4}
            required
            maxLength={LIMITS[field]}
            placeholder={contactWords.placeholders[field]}
            readOnly={sending}
          />
        ) : (
          <input
            {...control}
            name={field}
            type={INPUTS[field].type}
            required
            maxLength={LIMITS[field]}
            autoComplete={INPUTS[field].autoComplete}
            placeholder={contactWords.placeholders[field]}
            readOnly={sending}
          />
        )
      }
    </Field>
  );
}

function controlOf(form: HTMLFormElement, field: FieldName) {
  return form.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement;
}
