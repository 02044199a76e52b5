// How the URL names the image open in the viewer: `?image=<slug>`, where the slug is the picture's file name
// without the pipeline's hash and width (see docs/decisions/0004-viewer-url.md).

import { IMAGE_PARAM } from "../../shared/paths.ts";

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

/** History state of the entry the viewer pushed when a thumbnail opened it. */
export const PUSHED_STATE = { viewer: true } as const;

/** Whether the current entry was pushed by opening an image, so going back returns to the page as it was. */
export function pushedByViewer(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { viewer?: unknown }).viewer === true;
}
