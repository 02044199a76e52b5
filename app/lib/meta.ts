import type { MetaDescriptor } from "react-router";

export type PageMeta = { title: string; description: string };

/** The `<title>` and description of a page, from what its loader read at build time. */
export function pageMeta(page: PageMeta | undefined): MetaDescriptor[] {
  if (!page) return [];
  return [{ title: page.title }, { name: "description", content: page.description }];
}
