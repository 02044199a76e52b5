import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts } from "react-router";
import { embedsDocument, projects } from "../model/box.ts";
import { site } from "../model/site.ts";
import type { Route } from "./+types/root";
import { SiteHeader } from "./components/site-header.tsx";
import { PressPrefetch } from "./components/press-prefetch.tsx";
import { QuietPictures } from "./components/quiet-pictures.tsx";
import { RouteAnnouncer } from "./components/route-announcer.tsx";
import { ScrollPlaces } from "./components/scroll-places.tsx";
import { ScrollProgress } from "./components/scroll-progress.tsx";
import { pageTags } from "./lib/seo.server.ts";
import { THEME_SCRIPT } from "./lib/theme.ts";
import { APPLE_TOUCH_ICON, BOX_PATH, projectPath, shareId, WEB_MANIFEST_PATH } from "../shared/paths.ts";
import "./styles/app.css";
import displayFont from "@fontsource/fredoka/files/fredoka-latin-700-normal.woff2?url";
import { pageWords } from "../model/page-words.ts";
import { words } from "../model/words.ts";

// Runs at build time only (ssr: false): the shell's words and links come from content/, and none of it is bundled.
export function loader() {
  return {
    siteName: site.name,
    logo: site.logo,
    boxMenu: [
      // The menu's entry only: the overview's texts are its own page's data.
      { to: BOX_PATH, name: site.overview.name, description: site.overview.description, logo: site.overview.logo },
      ...projects.map((p) => ({ to: projectPath(p.slug), reloadDocument: embedsDocument(p), ...p.menu })),
    ],
    // The 404 page has no loader (it renders for any unknown path, also in the browser), so its tags come with the
    // shell: no canonical URL, kept out of search results, and the home page's share picture.
    notFoundMeta: pageTags({
      title: `${pageWords.notFound.title} · ${site.name}`,
      description: pageWords.notFound.description,
      shareId: shareId.home,
    }),
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Drawn from the favicon by `npm run assets` (scripts/share.ts).
  { rel: "apple-touch-icon", href: APPLE_TOUCH_ICON },
  { rel: "manifest", href: WEB_MANIFEST_PATH },
  // Headings use it on every page: fetch it with the CSS, not after it.
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The theme script sets data-theme before React hydrates, so the attribute is expected to differ.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Sets the chosen theme before the first paint. Its text matters only in the HTML, and hydration keeps the
            element as the HTML has it: the browser's scripts carry none of it. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? THEME_SCRIPT : "" }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <a href="#main" className="skip-link">
        {words.skipLink}
      </a>
      <SiteHeader siteName={loaderData.siteName} logo={loaderData.logo} boxMenu={loaderData.boxMenu} />
      <ScrollProgress />
      <main id="main" tabIndex={-1} className="pt-[var(--header-height)] outline-none">
        <Outlet />
      </main>
      <RouteAnnouncer />
      <PressPrefetch />
      <QuietPictures />
      <ScrollPlaces />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  console.error(error);
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24">
      <h1 className="font-display text-4xl font-black">{words.error.heading}</h1>
      <p className="mt-4">
        {words.error.text} <a href="/">{words.error.home}</a>.
      </p>
    </main>
  );
}
