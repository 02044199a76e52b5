// How the URL names the image open in the lightbox: `?image=<slug>`, where the slug is the picture's file name
// without the pipeline's hash and width (see docs/decisions/0004-lightbox-url.md).

/** The search parameter that holds the open image. */
export const IMAGE_PARAM = "image";

/**
 * "/assets/img/bb-posters-poster-02-1a2b3c4d-900.webp" → "bb-posters-poster-02": the content path the image pipeline
 * slugified (scripts/images/naming.ts), so it survives re-encoding and reordering. A URL of another shape falls back
 * to its file name without extension, so an image placed by hand still gets a slug.
 */
export function imageSlug(src: string): string {
  const file = src.slice(src.lastIndexOf("/") + 1);
  const hashed = /^(.+)-[0-9a-f]{8}-\d+\.\w+$/.exec(file);
  return hashed?.[1] ?? file.replace(/\.\w+$/, "");
}

export type ImageAt = { section: number; index: number };

/**
 * Where the slug in the URL is among the page's sections (each a list of slugs, in display order); null when the
 * value is missing or names no image, so a stale or mistyped link just shows the page.
 */
export function findImage(sections: readonly (readonly string[])[], value: string | null): ImageAt | null {
  if (!value) return null;
  for (const [section, slugs] of sections.entries()) {
    const index = slugs.indexOf(value);
    if (index >= 0) return { section, index };
  }
  return null;
}

/** The search string with `image` set to the slug, or removed when null; other parameters are kept. */
export function withImage(search: string, slug: string | null): string {
  const params = new URLSearchParams(search);
  if (slug === null) params.delete(IMAGE_PARAM);
  else params.set(IMAGE_PARAM, slug);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** History state of the entry the lightbox pushed when a thumbnail opened it. */
export const PUSHED_STATE = { lightbox: true } as const;

/** Whether the current entry was pushed by opening an image, so going back returns to the page as it was. */
export function pushedByLightbox(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { lightbox?: unknown }).lightbox === true;
}
