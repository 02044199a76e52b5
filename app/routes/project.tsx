import { statSync } from "node:fs";
import { data, type ShouldRevalidateFunction } from "react-router";
import { join } from "node:path";
import { projects } from "../../model/box.ts";
import { site } from "../../model/site.ts";
import { DocumentViewer } from "../components/document-viewer.tsx";
import { gallery } from "../lib/gallery-layout.server.ts";
import { Picture } from "../components/picture.tsx";
import { ReturnToTop } from "../components/return-to-top.tsx";
import { Showcase } from "../components/showcase.tsx";
import { pageMeta } from "../lib/meta.ts";
import { LoadAsDocument } from "../components/load-as-document.tsx";
import { pageTags } from "../lib/seo.server.ts";
import { picture } from "../../shared/manifests.ts";
import { projectPath, shareId } from "../../shared/paths.ts";
import type { Route } from "./+types/project";
import { pageWords } from "../../model/page-words.ts";

// A project's page (/thebox/<project>), prerendered at build time for every project of the content; any other name
// there is the 404 page.
export function loader({ params }: Route.LoaderArgs) {
  const project = projects.find((p) => p.slug === params.project.toLowerCase());
  if (!project) throw data(null, { status: 404 });
  const { page } = project;
  const path = projectPath(project.slug);
  return {
    meta: pageTags({
      path,
      title: `${page.title} · ${site.name}`,
      description: project.card.description,
      shareId: shareId.project(project.slug),
      project,
    }),
    slug: project.slug,
    title: page.title,
    description: page.description,
    website: page.website,
    banner: picture(page.banner),
    smallTitle: page.smallTitle,
    listItems: page.listItems,
    illustration: page.illustration && picture(page.illustration),
    document: page.document && {
      ...page.document,
      preview: picture(page.document.preview),
      // Its size: written into public/ by `npm run assets` before the build.
      download: pageWords.project.download(
        `${Math.round(statSync(join(process.cwd(), "public", page.document.file)).size / 1024)} KB`,
      ),
    },
    // The illustration's and the document preview's widths, as the page's CSS lays them out.
    sizes: {
      illustration: "(min-width: 1024px) 532px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)",
      document: "(min-width: 816px) 768px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)",
    },
    words: {
      visitWebsite: pageWords.project.visitWebsite,
      visitWebsiteOf: pageWords.project.visitWebsiteOf(page.title),
      showcase: pageWords.project.showcase,
    },
    showcase: page.showcase.map(({ images, ...section }) =>
      gallery({ ...section, pictures: images.map((image) => picture(image, { preview: false })) }),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** A name under /thebox that is no project's: the server's 404 page (app/entry.client.tsx). */
export function ErrorBoundary() {
  return <LoadAsDocument />;
}

// The page's data is fixed at build time: opening, stepping through and closing the viewer (?image=) fetch nothing;
// another project's page loads its own.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams.project !== nextParams.project;

export default function Project({ loaderData: data }: Route.ComponentProps) {
  return (
    <article>
      <Picture picture={data.banner} sizes="100vw" priority className="h-50 w-full object-cover md:h-70" />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className={`grid gap-10 ${data.illustration ? "lg:grid-cols-2" : "max-w-3xl"}`}>
          <div>
            <h1 className="font-display text-4xl font-black sm:text-5xl">
              {data.title}
              {data.website && (
                <a
                  href={data.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={data.words.visitWebsite}
                  aria-label={data.words.visitWebsiteOf}
                  className="ml-3 inline-block align-middle text-2xl text-accent"
                >
                  ↗
                </a>
              )}
            </h1>
            <p className="mt-6 text-lg whitespace-pre-line">{data.description}</p>
            <h2 className="mt-8 font-display text-2xl font-bold">{data.smallTitle}</h2>
            <ul className="mt-4 list-disc space-y-1 pl-6">
              {data.listItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          {data.illustration && (
            <Picture
              picture={data.illustration}
              sizes={data.sizes.illustration}
              className="h-auto w-full rounded-2xl"
            />
          )}
        </div>
        {data.document && (
          <section aria-labelledby="document-heading" className="mt-14">
            <h2 id="document-heading" className="font-display text-2xl font-bold">
              {data.document.title}
            </h2>
            <Picture
              picture={data.document.preview}
              sizes={data.sizes.document}
              className="mt-6 h-auto w-full max-w-3xl rounded-xl"
            />
            <p className="mt-4">
              <a href={data.document.file} download className="font-semibold text-accent underline">
                {data.document.download}
              </a>
            </p>
            <DocumentViewer file={data.document.file} title={data.document.title} />
          </section>
        )}
        {data.showcase.length > 0 && (
          <section aria-labelledby="showcase-heading" className="mt-16">
            <h2 id="showcase-heading" className="font-display text-3xl font-black">
              {data.words.showcase}
            </h2>
            <Showcase key={data.slug} project={data.slug} galleries={data.showcase} />
          </section>
        )}
        <ReturnToTop />
      </div>
    </article>
  );
}
