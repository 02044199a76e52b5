import { useState, type CSSProperties, type RefObject } from "react";
import { TransformComponent, TransformWrapper, type ReactZoomPanPinchRef } from "react-zoom-pan-pinch";
import { withZoom, type PictureData } from "../../shared/pictures.ts";
import { Picture, placeholderStyle } from "./picture.tsx";
import { viewerSizes } from "./viewer-preview.tsx";

// Zooming into the viewer's picture: pinch, double-tap or double-click, Ctrl/⌘ + wheel (a trackpad pinch is one),
// the +, - and 0 keys and the viewer's buttons; a drag pans while zoomed. The gesture maths is react-zoom-pan-pinch's
// (docs/decisions/0021-zoom.md); this file sets it up and loads the sharper file the zoom asks for.

export type Zoom = RefObject<ReactZoomPanPinchRef | null>;

/** How far in a visitor can go: four times the picture's fitted size, as PhotoSwipe's default. */
export const MAX_ZOOM = 4;
/** Past this the picture counts as zoomed: a drag pans it and a swipe or an arrow key stays on it. */
const ZOOMED = 1.01;
/** Each press of a button or key, and each double-click, zooms by this much of the current scale. */
const STEP = 0.75;

/** Whether the picture is zoomed in now (read at the moment of a gesture, not from a render). */
export const isZoomed = (zoom: Zoom) => (zoom.current?.instance.state.scale ?? 1) > ZOOMED;

// Read at each gesture, so a change of the setting counts at once.
const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;
const animation = () => (reducedMotion() ? 0 : 200);

/** The zoom actions of the buttons and keys. */
export const zoomIn = (zoom: Zoom) => zoom.current?.zoomIn(STEP, animation());
export const zoomOut = (zoom: Zoom) => zoom.current?.zoomOut(STEP, animation());
export const zoomFit = (zoom: Zoom) => zoom.current?.resetTransform(animation());

/**
 * A key's zoom action: + (or =) zooms in, - out, 0 fits the picture again, and while zoomed the arrows pan a tenth of
 * the screen. False when the key is not one of these (the arrows then move to the next picture). A key with Ctrl, ⌘
 * or Alt is the browser's.
 */
export function zoomKey(zoom: Zoom, event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }) {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  if (event.key === "+" || event.key === "=") zoomIn(zoom);
  else if (event.key === "-") zoomOut(zoom);
  else if (event.key === "0") zoomFit(zoom);
  else {
    const pan = ({ ArrowLeft: [1, 0], ArrowRight: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] } as const)[
      event.key as "ArrowLeft"
    ] as readonly [number, number] | undefined;
    const state = zoom.current?.instance.state;
    if (!pan || !state || !isZoomed(zoom)) return false;
    const step = Math.min(innerWidth, innerHeight) / 10;
    zoom.current?.setTransform(
      state.positionX + pan[0] * step,
      state.positionY + pan[1] * step,
      state.scale,
      animation(),
    );
  }
  return true;
}

/**
 * The shown picture, zoomable. Once zoomed past its fitted size, the `srcset` gains the widths made for zooming and
 * `sizes` grows with the zoom, so the browser fetches a sharper file, shown as soon as it has arrived (the fitted one
 * stays until then). It never goes back to a smaller one.
 */
export function ZoomStage({ zoom, picture, preview }: { zoom: Zoom; picture: PictureData; preview?: string }) {
  const [zoomed, setZoomed] = useState(false);
  const [level, setLevel] = useState(1);
  const time = animation();
  return (
    <TransformWrapper
      ref={zoom}
      minScale={1}
      maxScale={MAX_ZOOM}
      doubleClick={{ mode: "toggle", step: STEP * 2, animationTime: time }}
      wheel={{ step: 0.01, activationKeys: (keys) => keys.includes("Control") || keys.includes("Meta") }}
      // Unzoomed, a drag is the viewer's swipe to the next picture.
      panning={{ disabled: !zoomed, velocityDisabled: time === 0 }}
      trackPadPanning={{ disabled: true }}
      zoomAnimation={{ disabled: time === 0 }}
      velocityAnimation={{ disabled: time === 0 }}
      autoAlignment={{ animationTime: time }}
      onTransform={(_, { scale }) => {
        setZoomed(scale > ZOOMED);
        setLevel((level) => Math.max(level, Math.ceil(scale - 0.1)));
      }}
    >
      <TransformComponent
        wrapperClass="zoom-stage"
        contentClass="zoom-content"
        wrapperProps={{ "data-zoomed": zoomed || undefined } as object}
      >
        <ViewerPicture picture={picture} level={level} preview={preview} />
      </TransformComponent>
    </TransformWrapper>
  );
}

/**
 * A picture in the viewer: the whole srcset for the width it is shown at (times `level` once zoomed), over its blurred placeholder, or
 * over `preview`, the file the visitor tapped (already loaded), enlarged until the sharper one has arrived. The shown
 * picture and the preloaded neighbours share this markup, so the browser picks the same file for both and a step is
 * instant.
 */
export function ViewerPicture({
  picture,
  level = 0,
  preview,
}: {
  picture: PictureData;
  level?: number;
  preview?: string;
}) {
  const shown = level > 0;
  return (
    <Picture
      picture={level > 1 ? withZoom(picture) : picture}
      sizes={viewerSizes(picture, Math.max(level, 1))}
      loading={undefined}
      fetchPriority={shown ? "high" : "low"}
      decoding="async"
      // A mouse swipe must not start the browser's own image drag.
      draggable={false}
      // The viewer's CSS sizes the picture from its ratio (app.css, .viewer-image).
      style={
        {
          "--ratio": picture.width / picture.height,
          ...placeholderStyle(preview ? { color: picture.color, placeholder: preview } : picture),
        } as CSSProperties
      }
      className={shown ? "viewer-image" : undefined}
    />
  );
}
