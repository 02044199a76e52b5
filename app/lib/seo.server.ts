// Build time only (route loaders): the tags that describe a page to search engines, link previews and feed readers —
// title, description, canonical link, Open Graph and Twitter card, the feeds of new work — built once while the page
// is prerendered and shipped in its data, so no tag-building code reaches the browser.

import type { MetaDescriptor } from "react-router";
import { projectFeed, siteFeed, type WorkFeed } from "../../model/feeds.ts";
import type { Project } from "../../model/schema.ts";
import { site } from "../../model/site.ts";
import { FEED_FORMATS, type FeedFormat, feedPath } from "../../shared/feeds.ts";
import type { SharePicture } from "../../shared/pictures.ts";
import { sharePicture } from "../../shared/manifests.ts";
import { absoluteUrl } from "../../shared/paths.ts";

export type PageTags = {
  siteUrl: string;
  siteName: string;
  title: string;
  description: string;
  image: SharePicture;
  /** The canonical path; absent for the 404 page, which is kept out of search results instead. */
  path?: string;
};

export function seoTags({ siteUrl, siteName, title, description, image, path }: PageTags): MetaDescriptor[] {
  const url = path === undefined ? undefined : absoluteUrl(siteUrl, path);
  const imageUrl = absoluteUrl(siteUrl, image.url);
  return [
    { title },
    { name: "description", content: description },
    url ? { tagName: "link", rel: "canonical", href: url } : { name: "robots", content: "noindex" },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: image.type },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

/**
 * A feed in each format, for browsers and feed readers that look for one in a page's head: by its path, which is
 * shorter than the whole address in every page's HTML and its data, and means the same.
 */
const feedLinks = (feed: WorkFeed | undefined): MetaDescriptor[] =>
  feed
    ? (Object.keys(FEED_FORMATS) as FeedFormat[]).map((format) => ({
        tagName: "link",
        rel: "alternate",
        type: FEED_FORMATS[format].type,
        title: `${feed.title} (${FEED_FORMATS[format].name})`,
        href: feedPath(format, feed.project?.slug),
      }))
    : [];

/**
 * A page's tags, with the site's URL and name and the page's share picture (scripts/share/cards.ts ids), and the links
 * to the site's feeds; a project's page and its artworks' also link the project's own. They are the page's data, not
 * its code: a route's `links` would add to every page's scripts.
 */
export function pageTags(page: {
  title: string;
  description: string;
  shareId: string;
  path?: string;
  project?: Project;
}) {
  const { shareId, project, ...rest } = page;
  return [
    ...seoTags({ siteUrl: site.url, siteName: site.name, image: sharePicture(shareId), ...rest }),
    ...feedLinks(siteFeed()),
    ...feedLinks(project && projectFeed(project)),
  ];
}
