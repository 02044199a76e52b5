import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { ARTWORK_ROUTE, BOX_ROUTE, PAGES, PROJECT_ROUTE } from "../shared/paths.ts";

export default [
  index("routes/home.tsx"),
  // The spec registers the overview as /theBox and links it as /thebox. Matching ignores case, so this one route
  // serves both spellings; only the canonical /thebox is prerendered (see docs/decisions/0001-thebox-spelling.md).
  route(BOX_ROUTE, "routes/overview.tsx"),
  // Every project's page, and each artwork's own page (model/artworks.ts): one route each, every page of the content
  // prerendered (scripts/html/finish.ts); any other address of their shape is the 404 page.
  route(PROJECT_ROUTE, "routes/project.tsx"),
  route(ARTWORK_ROUTE, "routes/artwork.tsx"),
  route(PAGES.about, "routes/about.tsx"),
  route(PAGES.contact, "routes/contact.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
