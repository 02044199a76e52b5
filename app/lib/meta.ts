import type { MetaDescriptor } from "react-router";

/**
 * A route's `meta`: the tags its loader built at build time (app/lib/seo.server.ts), so the browser only copies them.
 * Loader data passes through serialisation, which widens the descriptors' type; their shape is unchanged.
 */
export function pageMeta(data: { meta: unknown } | undefined): MetaDescriptor[] {
  return (data?.meta as MetaDescriptor[] | undefined) ?? [];
}
