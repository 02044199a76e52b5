import { useEffect, useState, type CSSProperties } from "react";
import type { PictureData, SpriteData } from "../../shared/pictures.ts";
import { Picture } from "./picture.tsx";

/** Frames per second of the box animation (spec §9). */
export const HERO_FPS = 6;

/** The box's rendered width (app.css `.hero-box`), for the browser to pick a file. */
const WIDTH = "min(72vw, 22rem)";

type Sheet = "off" | "loading" | "shown";

/**
 * The home page's animated Mischief Box. The page first shows the first frame alone (`still`): a small picture, the
 * page's LCP image, fetched at once with high priority. Once the page has loaded, the sprite sheet of all frames is
 * fetched and, when it has arrived, replaces the still; a CSS animation steps it through a one-frame window (16
 * frames at 6 per second, looping; app.css explains how). With reduced motion the sheet is never fetched: the still stays.
 */
export function HeroBox({ still, sprite }: { still: PictureData; sprite: SpriteData }) {
  const [sheet, setSheet] = useState<Sheet>("off");
  useEffect(() => {
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const start = () => setSheet("loading");
    if (document.readyState === "complete") return start();
    window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);

  const timing = { "--hero-frames": sprite.frames, "--hero-duration": `${sprite.frames / HERO_FPS}s` } as CSSProperties;
  return (
    <div
      className="hero-box"
      data-sheet={sheet}
      style={{ aspectRatio: `${sprite.frameWidth} / ${sprite.frameHeight}` }}
    >
      {/* Fetched at once, with high priority, and over nothing: the box's corners are transparent. */}
      <Picture
        picture={still}
        sizes={WIDTH}
        loading={undefined}
        fetchPriority="high"
        style={undefined}
        className="hero-box-still"
      />
      {sheet !== "off" && (
        <Picture
          // The sheet is drawn frames × the box wide. It takes the still's place (visibility hides the one not shown
          // from assistive technology too).
          picture={{ ...sprite, alt: still.alt, width: sprite.frameWidth * sprite.frames, height: sprite.frameHeight }}
          sizes={`calc(${sprite.frames} * ${WIDTH})`}
          scale={sprite.frames}
          loading={undefined}
          style={timing}
          onLoad={() => setSheet("shown")}
          className="hero-box-sheet"
        />
      )}
    </div>
  );
}
