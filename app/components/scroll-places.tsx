import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

// Where each page of the visit was left, by React Router's key for its history entry; kept over a reload.
const STORE = "scroll-places";
let places: Record<string, number> = {};
// The entry shown; none until the page has hydrated.
let shown: string | undefined;

/**
 * The scroll on a move inside the site, as the browser does it between documents: a new page starts at its top (or at
 * the part its address names after `#`), and Back or Forward return to where that page was left. A move that keeps
 * the page (the viewer's `?image=`) leaves it where it is. On a reload the browser restores the place itself, before
 * the page's scripts run. React Router's ScrollRestoration does the same for 0.85 kB more on every page (decision 0027).
 */
export function ScrollPlaces() {
  const { key, pathname, hash } = useLocation();
  const back = useNavigationType() === "POP";
  useEffect(() => {
    try {
      places = JSON.parse(sessionStorage.getItem(STORE)!) ?? {};
    } catch {
      // No storage (refused, or full): the places last as long as this document.
    }
    // Where the visitor has read to before the scripts ran (no scroll event was heard then): the page is left from
    // there if they scroll no more.
    if (shown) places[shown] = scrollY;
    addEventListener("scroll", () => shown && (places[shown] = scrollY), { passive: true });
    addEventListener("pagehide", () => {
      history.scrollRestoration = "auto";
      try {
        sessionStorage.setItem(STORE, JSON.stringify(places));
      } catch {
        // As above.
      }
    });
  }, []);
  useLayoutEffect(() => {
    if (shown === undefined) return;
    const place = back ? places[key] : undefined;
    if (place !== undefined) scrollTo(0, place);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else scrollTo(0, 0);
    // Only a new page moves the scroll, not a new entry of the same page.
  }, [pathname, hash]); // eslint-disable-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    shown = key;
    // For this entry the place is ours to restore, not the browser's (it would scroll the page being left).
    history.scrollRestoration = "manual";
  }, [key]);
  return null;
}
