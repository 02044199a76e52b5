import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { projects } from "../model/box.ts";
import { ARTWORK_ROUTE, BOX_ROUTE, projectPath } from "../shared/paths.ts";

export default [
  index("routes/home.tsx"),
  // The spec registers the overview as /theBox and links it as /thebox. Matching ignores case, so this one route
  // serves both spellings; only the canonical /thebox is prerendered (see docs/decisions/0001-thebox-spelling.md).
  route(BOX_ROUTE, "routes/overview.tsx"),
  // One static route per project (the spec has no route parameters), all rendered by the same module.
  ...projects.map((p) => route(projectPath(p.slug), "routes/project.tsx", { id: `project-${p.slug}` })),
  // Each artwork's own page (model/artworks.ts): one route for all, every page prerendered.
  route(ARTWORK_ROUTE, "routes/artwork.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
