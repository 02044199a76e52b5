import { useId, type ReactElement } from "react";
import { contactWords } from "../../model/contact-words.ts";
import { ERROR_LEAD_CLASS, ERROR_LINE_CLASS, errorIdOf } from "../../shared/field-error.ts";

/** What a Field hands its control: the id its label points at, the error wiring and the shared look. */
export type ControlProps = {
  id: string;
  className: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

type Props = {
  label: string;
  error?: string;
  children: (control: ControlProps) => ReactElement;
};

/**
 * One form control with its visible label and, when there is one, its error line ("Oh, snap!" and the text). The
 * control turns red and names the error as its description, so a screen reader reads it on focus.
 */
export function Field({ label, error, children }: Props) {
  const id = useId();
  const errorId = errorIdOf(id);
  return (
    <div className="grid content-start gap-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children({
        id,
        className: "field-control",
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className={ERROR_LINE_CLASS}>
          <span className={ERROR_LEAD_CLASS}>{contactWords.errorLead}</span> {error}
        </p>
      )}
    </div>
  );
}
