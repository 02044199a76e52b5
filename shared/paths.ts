// Paths shared by the route table, the build and the components. No imports: the browser bundle includes this file.

/** "Some of the Posters" → "some-of-the-posters": lower-case letters and digits, one dash between words. */
export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** The overview's canonical, linked spelling. */
export const BOX_PATH = "/thebox";

/** The spelling the overview's route is registered as (app/routes.ts); matching ignores case, so it serves both. */
export const BOX_ROUTE = "/theBox";

export const projectPath = (slug: string) => `${BOX_PATH}/${slug}`;

/** The route of every project's page (app/routes.ts): any address of that shape is taken for one. */
export const PROJECT_ROUTE = `${BOX_ROUTE}/:project`;

/** The route of every artwork's page (app/routes.ts): any address of that shape is taken for one. */
export const ARTWORK_ROUTE = `${PROJECT_ROUTE}/:artwork`;

/** An artwork's own page: its project's path and the slug the image pipeline names its files by. */
export const artworkPath = (project: string, slug: string) => `${projectPath(project)}/${slug}`;

/** A gallery section's name: its title, or the label an untitled one has for screen readers. */
export const sectionName = (section: { title?: string; label?: string }) => (section.title ?? section.label) as string;

/** Where a project page's gallery section starts: its name, slugified ("Some of the Posters" → #section-some-of-the-posters). */
export const sectionAnchor = (name: string) => `section-${slugOf(name)}`;

/** Prerendered from the catch-all route, then moved to /404.html by the build (react-router.config.ts). */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** The pages of the main menu (content/words/common.json, nav.links, names them in its order). */
export const PAGES = { home: "/", box: BOX_PATH, about: "/about", contact: "/contact" } as const;

/** Every page of the site, from the project slugs in content/. */
export const pagePaths = (slugs: string[]) => [
  PAGES.home,
  BOX_PATH,
  ...slugs.map(projectPath),
  PAGES.about,
  PAGES.contact,
];

/** The files the build makes for browsers and home screens (scripts/share/web-manifest.ts), which every page links. */
export const APPLE_TOUCH_ICON = "/apple-touch-icon.png";
export const WEB_MANIFEST_PATH = "/manifest.webmanifest";

/** The search parameter that names the picture open in the viewer (`?image=<slug>`); the servers move old links. */
export const IMAGE_PARAM = "image";

/**
 * The artwork an old viewer link names (/thebox/bb?image=bb-posters-poster-02), as the segment of its own page below
 * the project's (/thebox/bb/bb-posters-poster-02), when the parameter is a slug; the server checks that the page exists.
 */
export function imageLinkSlug(params: URLSearchParams): string | undefined {
  const slug = params.get(IMAGE_PARAM);
  return slug && /^[a-z0-9-]+$/.test(slug) ? slug : undefined;
}

/** The id of each page's share picture; project ids are prefixed so a slug can never take another page's. */
export const shareId = {
  home: "home",
  overview: "overview",
  about: "about",
  contact: "contact",
  project: (slug: string) => `project-${slug}`,
  artwork: (project: string, slug: string) => `artwork-${project}-${slug}`,
};

/** `origin` + the page's canonical path: lower-case (/thebox, never /theBox), no trailing slash except the root's. */
export function absoluteUrl(origin: string, path: string): string {
  const canonical = path.toLowerCase().replace(/\/+$/, "");
  return `${origin}${canonical.startsWith("/") ? canonical : `/${canonical}`}`;
}
