import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { matchPath } from "react-router";
import { HydratedRouter } from "react-router/dom";
import { PROJECT_ROUTE } from "../shared/paths.ts";

// React Router's own start, but for one document. The 404 page is prerendered once and served for every unknown
// address; under /thebox (/thebox/no-such-project, /thebox/bb/no-such-artwork) the router takes the address for a
// project's or an artwork's page, whose data that document does not carry, and hydrating it there would fail and draw the page twice. There the page stays as the
// server sent it: its links and the header's controls work without scripts (docs/decisions/0011), and the next page
// is whole again.
const strayNotFound =
  document.querySelector("[data-not-found]") !== null && matchPath(`${PROJECT_ROUTE}/*`, location.pathname) !== null;

if (!strayNotFound)
  startTransition(() => {
    // No StrictMode: its checks run in development only, and it would cost every page's first load its bytes.
    hydrateRoot(document, <HydratedRouter />);
  });
