import { useEffect } from "react";

/**
 * The error boundary of the project and artwork routes: a move inside the site found no data for the address (no such
 * project or artwork, or the data did not arrive). The browser then loads the address as a document, and the server's
 * answer, the page or the 404 page with its status, is whole without scripts (docs/decisions/0011).
 */
export function LoadAsDocument() {
  useEffect(() => location.reload(), []);
  return null;
}
