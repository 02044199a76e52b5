import { data, Link, type ShouldRevalidateFunction } from "react-router";
import { projectArtworks, type Artwork as ArtworkEntry } from "../../model/artworks.ts";
import { projects } from "../../model/box.ts";
import { site } from "../../model/site.ts";
import { ArtworkPicture } from "../components/artwork-picture.tsx";
import { wrapIndex } from "../lib/viewer-nav.ts";
import { pageMeta } from "../lib/meta.ts";
import { LoadAsDocument } from "../components/load-as-document.tsx";
import { pageTags } from "../lib/seo.server.ts";
import { picture } from "../../shared/manifests.ts";
import { fullSizeFile } from "../../shared/pictures.ts";
import { artworkPath, projectPath, sectionAnchor, sectionName, shareId } from "../../shared/paths.ts";
import type { Route } from "./+types/artwork";
import { pageWords } from "../../model/page-words.ts";

// One artwork on its own page (/thebox/<project>/<artwork>): the page a shared link, a search engine and a visitor
// without scripts land on. Prerendered at build time for every artwork; any other path under a project is the 404.

// The page's data is fixed at build time: opening and closing the viewer (?image=) fetches nothing.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams.project !== nextParams.project || currentParams.artwork !== nextParams.artwork;
export function loader({ params }: Route.LoaderArgs) {
  const project = projects.find((p) => p.slug === params.project.toLowerCase());
  const artworks = project ? projectArtworks(project) : [];
  const artwork = artworks.find((a) => a.slug === params.artwork.toLowerCase());
  if (!project || !artwork) throw data(null, { status: 404 });
  const section = artworks.filter((a) => a.sectionIndex === artwork.sectionIndex);
  const link = (delta: number) => {
    const other = section[wrapIndex(artwork.index, delta, artwork.count)] as ArtworkEntry;
    return { path: artworkPath(project.slug, other.slug), name: other.name };
  };
  const path = artworkPath(project.slug, artwork.slug);
  const image = picture(artwork.image);
  return {
    meta: pageTags({
      path,
      title: `${artwork.name} — ${project.page.title} — ${site.name}`,
      description: artwork.image.alt,
      shareId: shareId.artwork(project.slug, artwork.slug),
      project,
    }),
    name: artwork.name,
    picture: image,
    project: project.page.title,
    section: sectionName(artwork.section),
    back: `${projectPath(project.slug)}#${sectionAnchor(sectionName(artwork.section))}`,
    position: pageWords.artwork.position(artwork.index + 1, artwork.count, sectionName(artwork.section)),
    fullSize: { word: pageWords.artwork.fullSize, href: fullSizeFile(image) },
    // Within the section, wrapping around like the viewer; none when the section has one picture.
    neighbours:
      artwork.count > 1
        ? {
            label: pageWords.artwork.moreFrom(sectionName(artwork.section)),
            previous: { ...link(-1), word: pageWords.artwork.previous },
            next: { ...link(1), word: pageWords.artwork.next },
          }
        : undefined,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** An address under a project that names no artwork: the server's 404 page (app/entry.client.tsx). */
export function ErrorBoundary() {
  return <LoadAsDocument />;
}

export default function Artwork({ loaderData: data }: Route.ComponentProps) {
  const { picture: art, neighbours } = data;
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <p>
        <Link to={data.back} prefetch="intent" className="font-semibold text-accent underline">
          ← {data.project}: {data.section}
        </Link>
      </p>
      <h1 className="mt-4 font-display text-3xl font-black sm:text-4xl">{data.name}</h1>
      <p className="mt-1 text-muted">{data.position}</p>
      <figure className="mt-6">
        <ArtworkPicture picture={art} name={data.name} fullSize={data.fullSize} />
        <figcaption className="mx-auto mt-4 max-w-3xl text-center text-lg">{art.alt}</figcaption>
      </figure>
      {neighbours && (
        <nav aria-label={neighbours.label} className="mt-8 flex flex-wrap justify-between gap-3">
          <Link to={neighbours.previous.path} rel="prev" prefetch="intent" className="pill-link font-semibold">
            ← {neighbours.previous.word}
            <span className="sr-only">: {neighbours.previous.name}</span>
          </Link>
          <Link to={neighbours.next.path} rel="next" prefetch="intent" className="pill-link font-semibold">
            {neighbours.next.word}
            <span className="sr-only">: {neighbours.next.name}</span> →
          </Link>
        </nav>
      )}
    </article>
  );
}
