// Build time only (route loaders): the tags that describe a page to search engines and to link previews — title,
// description, canonical link, Open Graph and Twitter card — built once while the page is prerendered and shipped in
// its data, so no tag-building code reaches the browser.

import type { MetaDescriptor } from "react-router";
import { site } from "../../model/site.ts";
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

/** A page's tags, with the site's URL and name and the page's share picture (scripts/share/cards.ts ids). */
export function pageTags(page: { title: string; description: string; shareId: string; path?: string }) {
  const { shareId, ...rest } = page;
  return seoTags({ siteUrl: site.url, siteName: site.name, image: sharePicture(shareId), ...rest });
}
