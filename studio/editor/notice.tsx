// Why a save was refused, in the build's words, above the form until she closes it or saves again; each place the
// build names that the form shows has a button that takes her to its field.

import type { Problem } from "./api.ts";
import { idOf } from "./schema.ts";

type Props = { message: string; problems: Problem[]; file: string; onClose(): void };

/** The refusal's lines, each with the id of its field in this form when the build's check said where it is. */
function linesOf({ message, problems, file }: Omit<Props, "onClose">) {
  const placed = problems.filter((problem) => problem.file === file && problem.at);
  if (placed.length === 0) return message.split("\n").map((text) => ({ text, id: undefined }));
  const others = message.split("\n").filter((text) => !placed.some((problem) => problem.lines.includes(text)));
  return [
    ...placed.flatMap((problem) => problem.lines.map((text, i) => ({ text, id: idOf(problem.at![i] ?? []) }))),
    ...others.map((text) => ({ text, id: undefined })),
  ];
}

function go(id: string) {
  const target = document.getElementById(id);
  target?.scrollIntoView({ block: "center" });
  (target?.matches("input, textarea, select")
    ? target
    : target?.querySelector<HTMLElement>("input, textarea, select, button")
  )?.focus();
}

export function Notice(props: Props) {
  return (
    <div className="notice" role="alert" aria-labelledby="notice-title">
      <h3 id="notice-title">Not saved</h3>
      <ul>
        {linesOf(props).map(({ text, id }, i) => (
          <li key={i}>
            {text}
            {id && document.getElementById(id) && (
              <button type="button" className="link" onClick={() => go(id)}>
                Go to it
              </button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" onClick={props.onClose}>
        Close
      </button>
    </div>
  );
}
