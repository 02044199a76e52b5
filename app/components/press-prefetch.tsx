import { useEffect, useState } from "react";
import { PrefetchPageLinks } from "react-router";

/**
 * A finger or a button pressed on a link to another page of the site fetches that page's code and data at once. The
 * links' own intent prefetch waits 100 ms after a touch, about as long as a finger rests on the screen, and a tap's
 * click comes only as it lifts: this starts the move's requests that much sooner, and the move then takes them (the
 * browser's cache joins a request already on its way). Router links only (`data-discover`): a thumbnail's tap opens
 * the viewer, not the artwork's page.
 */
export function PressPrefetch() {
  const [page, setPage] = useState<string>();
  useEffect(() => {
    addEventListener(
      "pointerdown",
      (event) => {
        const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[data-discover]");
        if (link && link.pathname !== location.pathname) setPage(link.pathname);
      },
      { capture: true, passive: true },
    );
  }, []);
  return page ? <PrefetchPageLinks page={page} /> : null;
}
