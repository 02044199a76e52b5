// Paths shared by the route table, the build and the components. No imports: the browser bundle includes this file.

/** The overview's canonical, linked spelling; the route itself is registered as /theBox (see app/routes.ts). */
export const BOX_PATH = "/thebox";

export const projectPath = (slug: string) => `${BOX_PATH}/${slug}`;

/** Prerendered from the catch-all route, then moved to /404.html by the build (react-router.config.ts). */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** Every page of the site, from the project slugs in content/. */
export const pagePaths = (slugs: string[]) => ["/", BOX_PATH, ...slugs.map(projectPath), "/about", "/contact"];
