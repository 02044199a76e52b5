// One field of a form, every kind alike: its label, its control (a line, a text area, a choice, a date), its hint
// and the build's words when a save was refused there, tied to the control for screen readers.

import { useForm } from "./form-context.ts";
import { idOf, type Path } from "./schema.ts";

type Props = {
  path: Path;
  label: string;
  value: string;
  required: boolean;
  hint?: string;
  long?: boolean;
  options?: readonly string[];
  format?: string;
  onChange(value: string): void;
};

export function Field({ path, label, value, required, hint, long, options, format, onChange }: Props) {
  const id = idOf(path);
  const problem = useForm().problemAt(path);
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    value,
    "aria-describedby": described,
    "aria-invalid": problem ? true : undefined,
    "aria-required": required || undefined,
  };
  const control = options ? (
    <select {...shared} onChange={(event) => onChange(event.target.value)}>
      {!required && <option value="">(none)</option>}
      {options.map((option) => (
        <option key={option}>{option}</option>
      ))}
    </select>
  ) : long ? (
    <textarea
      {...shared}
      rows={Math.min(8, Math.max(2, Math.ceil(value.length / 60)))}
      onChange={(e) => onChange(e.target.value)}
    />
  ) : (
    <input
      {...shared}
      type={format === "date" ? "date" : format === "uri" ? "url" : "text"}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <div className={problem ? "field has-problem" : "field"}>
      <label htmlFor={id}>
        {label}
        {!required && <span className="optional"> (optional)</span>}
      </label>
      {control}
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="problem">
          {problem}
        </p>
      )}
    </div>
  );
}
