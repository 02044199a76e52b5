import { lazy, Suspense, type ComponentProps } from "react";
import type { PictureData } from "../../shared/pictures.ts";
import { ViewerPreview } from "./viewer-preview.tsx";

/**
 * The viewer is code only a visitor who opens a picture needs: fetched when a pointer or the focus comes to a picture
 * that opens it (`loadViewer`), never before, so that it is usually there by the click.
 */
export const loadViewer = () => import("./viewer.tsx");
const Viewer = lazy(loadViewer);

/**
 * What a page shows over itself for its viewer, galleries and artwork page alike: the viewer while the address names
 * a picture (its preview until its code has arrived), else the preview of a picture just tapped, if any.
 */
export function ViewerLayer({ open, tapped }: { open?: ComponentProps<typeof Viewer>; tapped: PictureData | null }) {
  if (!open) return tapped && <ViewerPreview picture={tapped} />;
  return (
    <Suspense fallback={<ViewerPreview picture={open.pictures[open.index]!} />}>
      <Viewer {...open} />
    </Suspense>
  );
}
