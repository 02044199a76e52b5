import type { MouseEvent } from "react";
import { words } from "../../model/words.ts";

/**
 * A link to the page's start (#main, as the skip link): from the HTML alone it jumps there and focus follows. With
 * scripts it scrolls smoothly (instantly with reduced motion) and leaves the address as it is.
 */
export function ReturnToTop() {
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    document.getElementById("main")?.focus({ preventScroll: true });
  };
  return (
    <div className="mt-16 flex justify-center">
      <a href="#main" onClick={onClick} className="pill-link font-semibold">
        {words.returnToTop}
      </a>
    </div>
  );
}
