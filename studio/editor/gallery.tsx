// A gallery as a grid of her pictures: dropped or chosen from the computer several at once (each with its alt text to
// write), moved by drag or by keyboard, removed. A list of a fixed length (the box animation's frames) is moved only.

import { DropPictures, PickPictures } from "./add-pictures.tsx";
import { useForm } from "./form-context.ts";
import { PictureWords, type Picture } from "./picture-words.tsx";
import { idOf, type Path } from "./schema.ts";
import { useListEdit } from "./list-edit.ts";
import { ItemTools, Sortable, useSortableItem } from "./sortable.tsx";
import { fileNameOf, hold, shownAt } from "./uploads.ts";
import { itemName } from "./words.ts";

/** `place`: what the pictures are of, when the gallery is an item of a list (a project's gallery, by its title). */
type Props = { path: Path; label: string; place?: string; hint?: string; value: unknown; fixed: boolean };

export function Gallery({ path, label, place, hint, value, fixed }: Props) {
  const { problemAt, folderFor } = useForm();
  const list = useListEdit<Picture>(path, value);
  const pictures = list.items;
  const names = pictures.map((picture, i) =>
    itemName(path, i, { ...picture, alt: picture.alt || fileNameOf(picture.src) }),
  );
  const problem = problemAt(path);
  const id = idOf(path);
  const add = (files: File[]) => list.add(...hold(files, folderFor(path)).map((src) => ({ src, alt: "" })));
  return (
    <fieldset className="gallery" id={id}>
      <legend>{place ? `${label} of ${place}` : label}</legend>
      <p className="hint">{hint} Give each picture its alt text: what it shows, for people who cannot see it.</p>
      {problem && <p className="problem">{problem}</p>}
      <DropPictures onFiles={fixed ? () => {} : add}>
        <Sortable ids={list.ids} names={names} grid onMove={list.move}>
          <ul className="tiles">
            {pictures.map((picture, i) => (
              <Tile
                key={list.ids[i]}
                id={list.ids[i]!}
                name={names[i]!}
                path={[...path, i]}
                picture={picture}
                onRemove={fixed ? undefined : () => list.remove(i)}
              />
            ))}
          </ul>
        </Sortable>
        {!fixed && (
          <p className="add-row">
            <PickPictures label={`Add pictures to ${place ?? label}`} several onFiles={add} />
            <span className="hint">or drop them here, several at once</span>
          </p>
        )}
      </DropPictures>
    </fieldset>
  );
}

type TileProps = { id: string; name: string; path: Path; picture: Picture; onRemove?: () => void };

function Tile({ id, name, path, picture, onRemove }: TileProps) {
  const { item, handle } = useSortableItem(id, name);
  return (
    <li {...item} className="tile" aria-label={name}>
      <img className="thumb" src={shownAt(picture.src)} alt="" title={fileNameOf(picture.src)} />
      <ItemTools handle={handle} name={name} onRemove={onRemove} className="tile-tools" />
      <PictureWords path={path} picture={picture} brief />
    </li>
  );
}
