import { useEffect, useRef, type CSSProperties, type PointerEvent, type RefObject } from "react";
import { keyStep, swipeStep, wrapIndex } from "../lib/lightbox-nav.ts";
import { slugOfStem, type PictureData } from "../../shared/pictures.ts";
import { Arrow, Cross } from "./lightbox-icons.tsx";
import { useModal } from "./lightbox-modal.ts";
import { Picture, placeholderStyle } from "./picture.tsx";
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
  /** The thumbnail that opened the lightbox (null after a deep link): focus goes back to it on close. */
  openerRef: RefObject<HTMLElement | null>;
};

// A press that starts and ends on none of these is a click "outside the image".
const onContent = (target: EventTarget | null) => target instanceof Element && !!target.closest("img, button, p");

/**
 * The full-screen image viewer, on a native modal <dialog> (focus trap, inert page, top layer, Escape). Steps through
 * one section, wrapping around at the ends. Loaded on first open only (showcase.tsx). Which image is shown is the
 * URL's business (showcase.tsx): every move and close is a navigation, and a close unmounts this.
 */
export default function Lightbox({ name, pictures, index, onMove, onClose, openerRef }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Escape, the button and an outside click can come in quick succession: one close (one history step) is enough.
  const closing = useRef(false);
  const press = useRef<{ x: number; y: number; outside: boolean } | null>(null);
  const swiped = useRef(false);
  const shown = pictures[index];
  useModal(dialog, closing, openerRef, shown && slugOfStem(shown));
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
    const delta = swipeStep(event.clientX - start.x, event.clientY - start.y);
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
      className="lightbox"
      // Escape closes through the URL, like every other way out, instead of the browser closing the dialog alone.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // A close the page did not ask for (a repeated Escape the browser no longer lets us cancel).
      onClose={close}
      onKeyDown={(event) => {
        const delta = keyStep(event);
        if (delta === 0) return;
        event.preventDefault();
        step(delta);
      }}
      onPointerDown={(event) => {
        if (event.isPrimary) press.current = { x: event.clientX, y: event.clientY, outside: !onContent(event.target) };
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
      <div className="lightbox-top">
        {/* Read out after every step: where we are and what is shown (the caption below says it to the eyes). */}
        <p className="lightbox-counter" aria-live="polite" aria-atomic="true">
          <span>{`${index + 1} / ${count}`}</span>
          <span className="sr-only">{`: ${picture.alt}`}</span>
        </p>
        <button type="button" className="lightbox-button" aria-label={words.lightbox.close} onClick={close}>
          <Cross />
        </button>
      </div>
      {count > 1 && (
        <button
          type="button"
          className="lightbox-button lightbox-prev"
          aria-label={words.lightbox.previous}
          onClick={() => step(-1)}
        >
          <Arrow back />
        </button>
      )}
      <div className="lightbox-stage">
        {/* Keyed: a new image starts from its own placeholder, never the previous image stretched to the new ratio. */}
        <LightboxPicture key={picture.stem} picture={picture} shown />
      </div>
      {count > 1 && (
        <button
          type="button"
          className="lightbox-button lightbox-next"
          aria-label={words.lightbox.next}
          onClick={() => step(1)}
        >
          <Arrow />
        </button>
      )}
      {/* The image's alt already names it for assistive technology; these are the same words for the eyes. */}
      <p className="lightbox-caption" aria-hidden="true">
        {picture.alt}
      </p>
      {/* The neighbours, fetched now (hidden images still load) so that the next step shows at once. */}
      <div hidden>
        {neighbours.map((i) => (
          <LightboxPicture key={i} picture={pictures[i] as PictureData} />
        ))}
      </div>
    </dialog>
  );
}

/**
 * A picture in the lightbox: the whole srcset for 90vw, over its blurred placeholder. The shown image and the
 * preloaded neighbours share this markup, so the browser picks the same file for both and the step is instant.
 */
function LightboxPicture({ picture, shown = false }: { picture: PictureData; shown?: boolean }) {
  return (
    <Picture
      picture={picture}
      sizes="90vw"
      loading={undefined}
      fetchPriority={shown ? "high" : "low"}
      decoding="async"
      // A mouse swipe must not start the browser's own image drag.
      draggable={false}
      // The lightbox's CSS sizes the picture from its ratio (app.css, .lightbox-image).
      style={{ "--ratio": picture.width / picture.height, ...placeholderStyle(picture) } as CSSProperties}
      className={shown ? "lightbox-image" : undefined}
    />
  );
}
