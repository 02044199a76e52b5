// A list of a form changed as a whole: moved, added to, taken from, with ids that stay with its items as they move,
// come and go (a list of words has nothing else to tell its items apart), for the Sortable that shows it.

import { arrayMove } from "@dnd-kit/sortable";
import { useState } from "react";
import { useForm } from "./form-context.ts";
import type { Path } from "./schema.ts";

let made = 0;
const fresh = (count: number) => Array.from({ length: count }, () => `item-${++made}`);

/** The list at `path` (its value `value`), its items' ids, and the changes that keep both in step. */
export function useListEdit<T>(path: Path, value: unknown) {
  const { set } = useForm();
  const items = Array.isArray(value) ? (value as T[]) : [];
  const [ids, setIds] = useState(() => fresh(items.length));
  // The list changed length by other means (a save read back): ids made anew for what is new.
  let shown = ids;
  if (ids.length !== items.length) {
    shown = [...ids.slice(0, items.length), ...fresh(Math.max(0, items.length - ids.length))];
    setIds(shown);
  }
  return {
    items,
    ids: shown,
    move(from: number, to: number) {
      set(path, arrayMove(items, from, to));
      setIds(arrayMove(shown, from, to));
    },
    remove(index: number) {
      set(
        path,
        items.filter((_, i) => i !== index),
      );
      setIds(shown.filter((_, i) => i !== index));
    },
    add(...added: T[]) {
      set(path, [...items, ...added]);
      setIds([...shown, ...fresh(added.length)]);
    },
  };
}
