// A picture's words: its alt text, which the build needs, and, folded away, its title and date, which it can do
// without.

import { Field } from "./field.tsx";
import { useForm } from "./form-context.ts";
import type { Path } from "./schema.ts";

export type Picture = { src: string; alt: string; title?: string; date?: string };

/** `brief`: in a gallery's tile, where the gallery says once what alt text is for. */
export function PictureWords({ path, picture, brief }: { path: Path; picture: Picture; brief?: boolean }) {
  const { set } = useForm();
  const change = (key: keyof Picture) => (value: string) => set([...path, key], value);
  return (
    <>
      <Field
        path={[...path, "alt"]}
        label="Alt text"
        hint={brief ? undefined : "What the picture shows, for people who cannot see it."}
        required
        long
        value={picture.alt ?? ""}
        onChange={change("alt")}
      />
      <details className="more">
        <summary>Title and date</summary>
        <Field
          path={[...path, "title"]}
          label="Title"
          hint="Its name on its own page."
          required={false}
          value={picture.title ?? ""}
          onChange={change("title")}
        />
        <Field
          path={[...path, "date"]}
          label="Date"
          hint="When it was made: the feeds list the newest first."
          required={false}
          format="date"
          value={picture.date ?? ""}
          onChange={change("date")}
        />
      </details>
    </>
  );
}
