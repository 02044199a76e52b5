import { projectFile, projects } from "./box.ts";
import { ContentError, findDuplicate } from "./load.ts";
import type { Image } from "./schema.ts";
import { site } from "./site.ts";

/** How a picture is shown, which decides the sizes it is encoded at (scripts/images/). */
export type ImageUse = "gallery" | "card" | "banner" | "illustration" | "frame";

/** One picture the site shows, with where it is named (the file, and the place in it in words), for messages. */
export type ImageRef = { image: Image; use: ImageUse; file: string; field: string };

/** The hero animation's first frame, shown alone (the home page's still, the share pictures): unnumbered words. */
export function heroStill(): Image {
  const [first] = site.home.frames;
  if (!first) throw new ContentError("content/site.json", ["home.frames: the box animation has no frames"]);
  return { src: first.src, alt: first.alt.replace(/\s+—\s+frame \d+ of \d+$/, "") };
}

/** Every picture the content names, in a stable order. */
export function listImages(): ImageRef[] {
  const refs: ImageRef[] = [];
  const add = (image: Image, use: ImageUse, file: string, field: string) => refs.push({ image, use, file, field });

  const siteFile = "content/site.json";
  site.home.frames.forEach((image, i) => add(image, "frame", siteFile, `home, frame ${i + 1}`));
  add(site.about.image, "illustration", siteFile, "about.image");

  for (const project of projects) {
    const file = projectFile(project.slug);
    const { card, page } = project;
    add(card.image, "card", file, "card.image");
    add(page.banner, "banner", file, "page.banner");
    if (page.illustration) add(page.illustration, "illustration", file, "page.illustration");
    if (page.document) add(page.document.preview, "illustration", file, "page.document.preview");
    page.showcase.forEach((section, s) => {
      const name = `page, section ${s + 1}${section.title ? ` "${section.title}"` : ""}`;
      section.images.forEach((image, i) => add(image, "gallery", file, `${name}, picture ${i + 1}`));
    });
  }
  // Two fields naming the same picture would silently show one picture twice: an error names both.
  const twice = findDuplicate(refs, (ref) => ref.image.src);
  if (twice) {
    const [first, ref] = twice;
    throw new ContentError(ref.file, [
      `${ref.field}: the picture "${ref.image.src}" is already used by ${first.file} (${first.field}); each picture is shown once`,
    ]);
  }
  return refs;
}
