// A data file's form, made from its schema (studio/editor/schema.ts): each field by its kind, with the studio's words
// for its name. An optional group she has not used (a project's document) is offered rather than shown empty.

import { Field } from "./field.tsx";
import { useForm } from "./form-context.ts";
import { Gallery } from "./gallery.tsx";
import { List } from "./lists.tsx";
import { PictureField } from "./picture-field.tsx";
import { blank, type FieldNode, type Node, type Path } from "./schema.ts";
import { fieldName } from "./words.ts";

type Group = Extract<Node, { kind: "group" }>;

/** The fields of a group, each where it is in the data; `place` names the item of a list the group is. */
export function Fields({ node, path, value, place }: { node: Group; path: Path; value: unknown; place?: string }) {
  const data = (value ?? {}) as Record<string, unknown>;
  return (
    <>
      {node.fields.map((field) => (
        <Part key={field.key} field={field} path={[...path, field.key]} value={data[field.key]} place={place} />
      ))}
    </>
  );
}

type PartProps = { field: FieldNode; path: Path; value: unknown; place?: string };

function Part({ field, path, value, place }: PartProps) {
  const { set } = useForm();
  const { node, key, required, hint } = field;
  const label = fieldName(path);
  const common = { path, label, hint, value };
  switch (node.kind) {
    case "text": {
      const { long, options, format } = node;
      const text = typeof value === "string" ? value : "";
      const shown = { ...common, value: text, required, long, options, format };
      return <Field {...shown} onChange={(changed) => set(path, changed)} />;
    }
    case "picture":
      return <PictureField {...common} required={required} />;
    case "list":
      if (node.item.kind === "picture") return <Gallery {...common} place={place} fixed={node.min === node.max} />;
      return (
        <List
          {...common}
          item={node.item}
          min={node.min}
          max={node.max}
          render={
            node.item.kind === "group"
              ? (i, each, name) => (
                  <Fields
                    node={node.item as Group}
                    path={[...path, i]}
                    value={each}
                    place={name.replace(/^[^:]*: /, "")}
                  />
                )
              : undefined
          }
        />
      );
    case "group":
      if (!required && value === undefined)
        return (
          <p className="offer">
            <button type="button" className="add" onClick={() => set(path, blank(node))}>
              Add {label.toLowerCase()}
            </button>
            {hint && <span className="hint"> {hint}</span>}
          </p>
        );
      return (
        <fieldset className="group" data-key={key}>
          <legend>{label}</legend>
          {hint && <p className="hint">{hint}</p>}
          <Fields node={node} path={path} value={value} />
          {!required && (
            <button type="button" onClick={() => set(path, undefined)}>
              Leave out {label.toLowerCase()}
            </button>
          )}
        </fieldset>
      );
  }
}
