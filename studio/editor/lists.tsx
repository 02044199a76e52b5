// A list of words (a card's tags, a page's list) or of groups (a project's galleries, the menu's links): each item
// named by what it holds, moved by drag or by keyboard, removed; a new one added at the end.

import type { ReactNode } from "react";
import { Field } from "./field.tsx";
import { useForm } from "./form-context.ts";
import { blank, idOf, type Node, type Path } from "./schema.ts";
import { useListEdit } from "./list-edit.ts";
import { ItemTools, Sortable, useSortableItem } from "./sortable.tsx";
import { itemName } from "./words.ts";

type Props = {
  path: Path;
  label: string;
  hint?: string;
  value: unknown;
  item: Node;
  min: number;
  max?: number;
  /** Shows the item at `index`, for a list of groups. */
  render?: (index: number, value: unknown, name: string) => ReactNode;
};

export function List({ path, label, hint, value, item, min, max, render }: Props) {
  const { set, problemAt } = useForm();
  const list = useListEdit<unknown>(path, value);
  const { items } = list;
  const names = items.map((each, i) => itemName(path, i, each));
  const singular = itemName(path, 0, undefined).replace(/ 1$/, "").toLowerCase();
  const problem = problemAt(path);
  return (
    <fieldset className={render ? "list of-groups" : "list"} id={idOf(path)}>
      <legend>{label}</legend>
      {hint && <p className="hint">{hint}</p>}
      {problem && <p className="problem">{problem}</p>}
      <Sortable ids={list.ids} names={names} onMove={list.move}>
        <ol>
          {items.map((each, i) => (
            <Row
              key={list.ids[i]}
              id={list.ids[i]!}
              name={names[i]!}
              onRemove={items.length > min ? () => list.remove(i) : undefined}
            >
              {render ? (
                render(i, each, names[i]!)
              ) : (
                <Field
                  path={[...path, i]}
                  label={names[i]!.replace(/:.*/, "")}
                  required
                  value={typeof each === "string" ? each : ""}
                  onChange={(text) => set([...path, i], text)}
                />
              )}
            </Row>
          ))}
        </ol>
      </Sortable>
      {(max === undefined || items.length < max) && (
        <button type="button" className="add" onClick={() => list.add(blank(item))}>
          Add {/^[aeiou]/.test(singular) ? "an" : "a"} {singular}
        </button>
      )}
    </fieldset>
  );
}

function Row({
  id,
  name,
  onRemove,
  children,
}: {
  id: string;
  name: string;
  onRemove?: () => void;
  children: ReactNode;
}) {
  const { item, handle } = useSortableItem(id, name);
  return (
    <li {...item} className="row" aria-label={name}>
      <ItemTools handle={handle} name={name} onRemove={onRemove} className="row-tools" />
      <div className="row-body">{children}</div>
    </li>
  );
}
