// The feeds of new work, a contract like the pictures': where the build writes them (scripts/html/feeds.ts), the
// `<link rel="alternate">` every page's head names them by (app/lib/seo.server.ts), and the type our server sends
// them with (server/static.ts). The site's feed is at the root; a project's sits beside its artwork pages, where no
// artwork can take its name: an artwork's slug is letters, digits and dashes (shared/pictures.ts), never a dot.

import { projectPath } from "./paths.ts";

/**
 * Each format: its file name, its media type and its name in a feed reader's list. The extension `.atom` is what web
 * servers' type tables (nginx, Apache, the hosts that use the `mime-db` list) already map to Atom's type, so a static
 * host serves it right with no setting; JSON Feed's own type has no extension of its own, so `.json`, which every host
 * serves as application/json (which JSON Feed accepts); the type in the link is the one JSON Feed 1.1 asks for there.
 */
export const FEED_FORMATS = {
  atom: { file: "feed.atom", type: "application/atom+xml", name: "Atom" },
  json: { file: "feed.json", type: "application/feed+json", name: "JSON Feed" },
} as const;

export type FeedFormat = keyof typeof FEED_FORMATS;

/** "/feed.atom" for the site's feed, "/thebox/<project>/feed.atom" for a project's. */
export const feedPath = (format: FeedFormat, project?: string) =>
  `${project === undefined ? "" : projectPath(project)}/${FEED_FORMATS[format].file}`;
