// One picture of a form (a card's, a banner, an illustration): shown as a picture, replaced by choosing or dropping
// a file, its words beside it; an optional one can be left out, and the hint says what the site shows instead.

import { DropPictures, PickPictures } from "./add-pictures.tsx";
import { useForm } from "./form-context.ts";
import { PictureWords, type Picture } from "./picture-words.tsx";
import { idOf, type Path } from "./schema.ts";
import { fileNameOf, hold, shownAt } from "./uploads.ts";

type Props = { path: Path; label: string; hint?: string; required: boolean; value: unknown };

export function PictureField({ path, label, hint, required, value }: Props) {
  const { set, problemAt, folderFor } = useForm();
  const picture = value && typeof value === "object" ? (value as Picture) : undefined;
  const shown = picture?.src ? picture : undefined;
  const problem = problemAt(path);
  const id = idOf(path);
  const choose = ([file]: File[]) => {
    if (!file) return;
    const [src] = hold([file], folderFor(path));
    set(path, { ...picture, src, alt: picture?.alt ?? "" });
  };
  return (
    <fieldset className="picture-field" id={id} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend>
        {label}
        {!required && <span className="optional"> (optional)</span>}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {problem && <p className="problem">{problem}</p>}
      <DropPictures onFiles={choose}>
        <div className="picture-row">
          {shown ? (
            <img className="thumb" src={shownAt(shown.src)} alt="" title={fileNameOf(shown.src)} />
          ) : (
            <p className="no-picture">No picture chosen.</p>
          )}
          <div className="picture-tools">
            <PickPictures
              label={shown ? `Replace ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
              several={false}
              onFiles={choose}
            />
            {shown && !required && (
              <button type="button" onClick={() => set(path, undefined)}>
                Leave out {label.toLowerCase()}
              </button>
            )}
            <p className="hint">or drop a picture here</p>
          </div>
        </div>
      </DropPictures>
      {shown && <PictureWords path={path} picture={shown} />}
    </fieldset>
  );
}
