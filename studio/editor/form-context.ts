// What every part of a file's form needs from the screen that shows it: how to change a value, the build's words for
// a place it refused, and where a picture added at a place goes.

import { createContext, useContext } from "react";
import type { Path } from "./schema.ts";

export type Form = {
  set(path: Path, value: unknown): void;
  problemAt(path: Path): string | undefined;
  /** The folder (from the repository) for a picture added at `path`; undefined: the project's own. */
  folderFor(path: Path): string | undefined;
};

export const FormContext = createContext<Form>({
  set: () => {},
  problemAt: () => undefined,
  folderFor: () => undefined,
});

export const useForm = () => useContext(FormContext);
