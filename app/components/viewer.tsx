import { useEffect, useRef, useState, type PointerEvent, type RefObject } from "react";
import type { ReactZoomPanPinchRef } from "react-zoom-pan-pinch";
import { keyStep, swipeStep, wrapIndex } from "../lib/viewer-nav.ts";
import type { PictureData } from "../../shared/pictures.ts";
import { Arrow, Cross, Minus, Plus, Fit } from "./viewer-icons.tsx";
import { useModal } from "./viewer-modal.ts";
import { shownFile } from "./viewer-preview.tsx";
import { isZoomed, ViewerPicture, zoomFit, zoomIn, zoomKey, zoomOut, ZoomStage } from "./zoom-stage.tsx";
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

// A press that starts and ends on none of these is a click "outside the image".
const onContent = (target: EventTarget | null) => target instanceof Element && !!target.closest("img, button, p");

/**
 * The full-screen image viewer, on a native modal <dialog> (focus trap, inert page, top layer, Escape). Steps through
 * one section, wrapping around at the ends. Loaded on first open only (showcase.tsx). Which image is shown is the
 * URL's business (showcase.tsx): every move and close is a navigation, and a close unmounts this.
 */
export default function Viewer({ name, pictures, index, onMove, onClose, openerRef }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Escape, the button and an outside click can come in quick succession: one close (one history step) is enough.
  const closing = useRef(false);
  // Where the press began, whether outside the picture, and whether it can be a swipe: not while zoomed in (a drag
  // pans then) and not once a second finger came down (a pinch).
  const press = useRef<{ x: number; y: number; outside: boolean; swipe: boolean } | null>(null);
  const zoom = useRef<ReactZoomPanPinchRef>(null);
  const swiped = useRef(false);
  const shown = pictures[index];
  // The file of the first picture the page already had (the tapped thumbnail), shown until the sharper one arrives.
  const [preview] = useState(() => shown && { stem: shown.stem, src: shownFile(shown) });
  useModal(dialog, closing, openerRef, shown?.slug);
  // Moves are navigations, which land a little later: a key pressed again before then steps on from the last image
  // asked for, not from the one still shown, so quick presses are never lost. Once shown, a request is done.
  const pending = useRef<number[]>([]);
  useEffect(() => {
    const shown = pending.current.lastIndexOf(index);
    // An image we did not ask for (Back, Forward) ends every request.
    pending.current = shown < 0 ? [] : pending.current.slice(shown + 1);
  }, [index]);

  const picture = pictures[index];
  if (!picture) return null;
  const count = pictures.length;
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    onClose();
  };
  const step = (delta: number) => {
    if (delta === 0 || count < 2) return;
    const next = wrapIndex(pending.current.at(-1) ?? index, delta, count);
    pending.current.push(next);
    onMove(next);
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = press.current;
    if (!start || !event.isPrimary) return;
    const delta = start.swipe ? swipeStep(event.clientX - start.x, event.clientY - start.y) : 0;
    // The click that follows a swipe is not a click outside the image.
    swiped.current = delta !== 0;
    step(delta);
  };
  const neighbours = [...new Set([wrapIndex(index, -1, count), wrapIndex(index, 1, count)])].filter((i) => i !== index);

  return (
    // Keys and pointers are handled on the dialog as a whole; its buttons are the keyboard's way to every action.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
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
      onPointerDown={(event) => {
        if (!event.isPrimary) {
          if (press.current) press.current.swipe = false;
          return;
        }
        const outside = !onContent(event.target);
        press.current = { x: event.clientX, y: event.clientY, outside, swipe: !isZoomed(zoom) };
      }}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (press.current = null)}
      onClick={(event) => {
        const start = press.current;
        press.current = null;
        if (swiped.current) swiped.current = false;
        else if (start?.outside && !onContent(event.target)) close();
      }}
    >
      <div className="viewer-top">
        {/* Read out after every step: where we are and what is shown (the caption below says it to the eyes). */}
        <p className="viewer-counter" aria-live="polite" aria-atomic="true">
          <span>{`${index + 1} / ${count}`}</span>
          <span className="sr-only">{`: ${picture.alt}`}</span>
        </p>
        <div className="viewer-tools">
          <button
            type="button"
            className="viewer-button"
            aria-label={words.viewer.zoomOut}
            onClick={() => zoomOut(zoom)}
          >
            <Minus />
          </button>
          <button type="button" className="viewer-button" aria-label={words.viewer.fit} onClick={() => zoomFit(zoom)}>
            <Fit />
          </button>
          <button type="button" className="viewer-button" aria-label={words.viewer.zoomIn} onClick={() => zoomIn(zoom)}>
            <Plus />
          </button>
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
      {count > 1 && (
        <button
          type="button"
          className="viewer-button viewer-prev"
          aria-label={words.viewer.previous}
          onClick={() => step(-1)}
        >
          <Arrow back />
        </button>
      )}
      <div className="viewer-stage">
        {/* Keyed: a new image starts unzoomed from its own placeholder, never the previous one stretched to its ratio. */}
        <ZoomStage
          key={picture.stem}
          zoom={zoom}
          picture={picture}
          preview={preview?.stem === picture.stem ? preview.src : undefined}
        />
      </div>
      {count > 1 && (
        <button
          type="button"
          className="viewer-button viewer-next"
          aria-label={words.viewer.next}
          onClick={() => step(1)}
        >
          <Arrow />
        </button>
      )}
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
