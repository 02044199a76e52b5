import { artSchema, imageSchema, type Image } from "../../model/schema.ts";

/** A drawn picture as the content files would hold it: src, alt and title in the project file, the recipe beside it. */
export function checkImage({ art, ...image }: Image): Image {
  return art
    ? { ...imageSchema.parse(image), art: { ...artSchema.parse(art), seed: art.seed } }
    : imageSchema.parse(image);
}
