import type { CSSProperties } from "react";
import type { SpriteData } from "~/lib/picture-types";
import { FormatSources } from "./picture";

/** Frames per second of the box animation (spec §9). */
export const HERO_FPS = 6;

/**
 * The home page's animated Mischief Box: one sprite sheet behind a one-frame window, stepped through by a CSS
 * animation (16 frames at 6 per second, looping). No JavaScript runs it; reduced motion shows the first frame, still.
 * The sheet is the page's largest picture, so it is fetched at once with high priority.
 */
export function HeroBox({ sprite, className }: { sprite: SpriteData; className?: string }) {
  const timing = { "--hero-frames": sprite.frames, "--hero-duration": `${sprite.frames / HERO_FPS}s` } as CSSProperties;
  // The sheet's rendered width is frames × the window's width: min(72vw, 22rem) on this page.
  const sizes = `${sprite.frames * 22}rem`;
  return (
    <div
      className={`hero-box ${className ?? ""}`}
      style={{ aspectRatio: `${sprite.frameWidth} / ${sprite.frameHeight}` }}
    >
      <picture>
        <FormatSources files={sprite} sizes={sizes} />
        <img
          src={sprite.src}
          alt={sprite.alt}
          width={sprite.frameWidth * sprite.frames}
          height={sprite.frameHeight}
          fetchPriority="high"
          decoding="async"
          className="hero-box-sheet"
          style={timing}
        />
      </picture>
    </div>
  );
}
