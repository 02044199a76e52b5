import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * Tells screen-reader users that a client-side navigation arrived, as a full page load would: the new page's title
 * is read out politely. The first page load announces itself, so it is skipped.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState("");
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The title is updated by <Meta /> in the same commit; read it once the browser has painted.
    const frame = requestAnimationFrame(() => setMessage(document.title));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
