// A new project's names: asked once, its card, menu entry and page take it; while the project is not saved, changing
// the card's title changes the others, and its folder, where she has not changed them herself.

import type { Draft } from "./drafts.ts";
import { isNewKey } from "./drafts.ts";
import { blank, getIn, type Node, type Path, setIn } from "./schema.ts";
import { folderOf } from "./words.ts";

const FOLLOWERS: Path[] = [
  ["menu", "name"],
  ["page", "title"],
];

/** A new project's data: what the build needs, titled with its name, and one gallery to drop pictures into. */
export function newProject(node: Node, name: string): unknown {
  let data = blank(node);
  for (const path of [["card", "title"], ...FOLLOWERS]) data = setIn(data, path, name);
  return setIn(data, ["page", "showcase"], [{ title: "Gallery", layout: "grid", images: [] }]);
}

/** The draft with `value` at `path`, and what follows the card's title in a new project. */
export function changed(draft: Draft, path: Path, value: unknown): Partial<Draft> {
  let data = setIn(draft.data, path, value);
  if (!isNewKey(draft.key) || path.join(".") !== "card.title") return { data };
  const before = String(getIn(draft.data, path) ?? "");
  for (const follower of FOLLOWERS) if (getIn(data, follower) === before) data = setIn(data, follower, value);
  const folder = draft.folder === folderOf(before) ? folderOf(String(value)) : draft.folder;
  return { data, folder };
}
