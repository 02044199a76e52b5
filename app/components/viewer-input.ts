import { useEffect, useRef, type MouseEvent, type PointerEvent, type RefObject } from "react";
import type { ReactZoomPanPinchRef } from "react-zoom-pan-pinch";
import { swipeStep, wrapIndex } from "../lib/viewer-nav.ts";
import { isZoomed } from "./zoom-stage.tsx";

/**
 * Steps through `count` pictures from `index`, wrapping around. Moves are navigations, which land a little later: a
 * step asked for again before then goes on from the last picture asked for, not from the one still shown, so quick
 * presses are never lost. Once shown, a request is done; a picture nobody asked for (Back, Forward) ends them all.
 */
export function useSteps(index: number, count: number, onMove: (index: number) => void) {
  const pending = useRef<number[]>([]);
  useEffect(() => {
    const shown = pending.current.lastIndexOf(index);
    pending.current = shown < 0 ? [] : pending.current.slice(shown + 1);
  }, [index]);
  return (delta: number) => {
    if (delta === 0 || count < 2) return;
    const next = wrapIndex(pending.current.at(-1) ?? index, delta, count);
    pending.current.push(next);
    onMove(next);
  };
}

// A press that starts and ends on none of these is a click "outside the image".
const onContent = (target: EventTarget | null) => target instanceof Element && !!target.closest("img, button, p");

/**
 * The viewer's pointer handlers: a sideways swipe steps (not while zoomed in, where a drag pans, nor once a second
 * finger came down, a pinch), and a click that starts and ends outside the picture closes. The click that follows a
 * swipe is not a click outside the picture.
 */
export function usePress(
  zoom: RefObject<ReactZoomPanPinchRef | null>,
  step: (delta: number) => void,
  close: () => void,
) {
  const press = useRef<{ x: number; y: number; outside: boolean; swipe: boolean } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown(event: PointerEvent) {
      if (!event.isPrimary) {
        if (press.current) press.current.swipe = false;
        return;
      }
      const outside = !onContent(event.target);
      press.current = { x: event.clientX, y: event.clientY, outside, swipe: !isZoomed(zoom) };
    },
    onPointerUp(event: PointerEvent) {
      const start = press.current;
      if (!start || !event.isPrimary) return;
      const delta = start.swipe ? swipeStep(event.clientX - start.x, event.clientY - start.y) : 0;
      swiped.current = delta !== 0;
      step(delta);
    },
    onPointerCancel() {
      press.current = null;
    },
    onClick(event: MouseEvent) {
      const start = press.current;
      press.current = null;
      if (swiped.current) swiped.current = false;
      else if (start?.outside && !onContent(event.target)) close();
    },
  };
}
