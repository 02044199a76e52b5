import { useRef, useState, type ReactNode, type RefObject } from "react";
import type { ReactZoomPanPinchRef } from "react-zoom-pan-pinch";
import { keyStep, wrapIndex } from "../lib/viewer-nav.ts";
import type { PictureData } from "../../shared/pictures.ts";
import { Arrow, Cross, Minus, Plus, Fit } from "./viewer-icons.tsx";
import { useModal } from "./viewer-modal.ts";
import { shownFile } from "./viewer-preview.tsx";
import { usePress, useSteps } from "./viewer-input.ts";
import { ViewerPicture, zoomFit, zoomIn, zoomKey, zoomOut, ZoomStage } from "./zoom-stage.tsx";
import { words } from "../../model/words.ts";

type Props = {
  /** The section's name, which names the dialog. */
  name: string;
  /** The section's pictures, in display order: the arrows step through these only. */
  pictures: PictureData[];
  index: number;
  /** Show another image of the section (a navigation). */
  onMove: (index: number) => void;
  /** Close (a navigation, which unmounts this). */
  onClose: () => void;
  /** The thumbnail that opened the viewer (null after a deep link): focus goes back to it on close. */
  openerRef: RefObject<HTMLElement | null>;
};

/**
 * The full-screen image viewer, on a native modal <dialog> (focus trap, inert page, top layer, Escape). Steps through
 * one section, wrapping around at the ends. Loaded on first open only (showcase.tsx). Which image is shown is the
 * URL's business (showcase.tsx): every move and close is a navigation, and a close unmounts this.
 */
export default function Viewer({ name, pictures, index, onMove, onClose, openerRef }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Escape, the button and an outside click can come in quick succession: one close (one history step) is enough.
  const closing = useRef(false);
  const zoom = useRef<ReactZoomPanPinchRef>(null);
  const shown = pictures[index];
  // The file of the first picture the page already had (the tapped thumbnail), shown until the sharper one arrives.
  const [preview] = useState(() => shown && { stem: shown.stem, src: shownFile(shown) });
  useModal(dialog, closing, openerRef, shown?.slug);
  const count = pictures.length;
  const step = useSteps(index, count, onMove);
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    onClose();
  };
  const press = usePress(zoom, step, close);

  const picture = pictures[index];
  if (!picture) return null;
  const neighbours = [...new Set([wrapIndex(index, -1, count), wrapIndex(index, 1, count)])].filter((i) => i !== index);
  const button = (label: string, icon: ReactNode, onClick: () => void, className = "") => (
    <button
      type="button"
      className={className ? `viewer-button ${className}` : "viewer-button"}
      aria-label={label}
      onClick={onClick}
    >
      {icon}
    </button>
  );

  return (
    // Keys and pointers are handled on the dialog as a whole; its buttons are the keyboard's way to every action.
    <dialog
      ref={dialog}
      aria-label={name}
      className="viewer"
      // Escape closes through the URL, like every other way out, instead of the browser closing the dialog alone.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // A close the page did not ask for (a repeated Escape the browser no longer lets us cancel).
      onClose={close}
      onKeyDown={(event) => {
        if (zoomKey(zoom, event)) return event.preventDefault();
        const delta = keyStep(event);
        if (delta === 0) return;
        event.preventDefault();
        step(delta);
      }}
      {...press}
    >
      <div className="viewer-top">
        {/* Read out after every step: where we are and what is shown (the caption below says it to the eyes). */}
        <p className="viewer-counter" aria-live="polite" aria-atomic="true">
          <span>{`${index + 1} / ${count}`}</span>
          <span className="sr-only">{`: ${picture.alt}`}</span>
        </p>
        <div className="viewer-tools">
          {button(words.viewer.zoomOut, <Minus />, () => zoomOut(zoom))}
          {button(words.viewer.fit, <Fit />, () => zoomFit(zoom))}
          {button(words.viewer.zoomIn, <Plus />, () => zoomIn(zoom))}
          <button
            type="button"
            className="viewer-button"
            aria-label={words.viewer.close}
            onClick={close}
            data-autofocus
          >
            <Cross />
          </button>
        </div>
      </div>
      {count > 1 && button(words.viewer.previous, <Arrow back />, () => step(-1), "viewer-prev")}
      <div className="viewer-stage">
        {/* Keyed: a new image starts unzoomed from its own placeholder, never the previous one stretched to its ratio. */}
        <ZoomStage
          key={picture.stem}
          zoom={zoom}
          picture={picture}
          preview={preview?.stem === picture.stem ? preview.src : undefined}
        />
      </div>
      {count > 1 && button(words.viewer.next, <Arrow />, () => step(1), "viewer-next")}
      {/* The image's alt already names it for assistive technology; these are the same words for the eyes. */}
      <p className="viewer-caption" aria-hidden="true">
        {picture.alt}
      </p>
      {/* The neighbours, fetched now (hidden images still load) so that the next step shows at once. */}
      <div hidden>
        {neighbours.map((i) => (
          <ViewerPicture key={i} picture={pictures[i] as PictureData} />
        ))}
      </div>
    </dialog>
  );
}
