// A page's Content-Security-Policy comes with its HTML (server/security-headers.ts), and client-side navigation keeps
// the document, so the policy of the page a visit started on stays in force on every page the visitor moves to. Only
// pages that embed a document of ours may frame it: arriving at one from elsewhere must load it as a new document.

const pagePath = (url: URL) => url.pathname.toLowerCase().replace(/(.)\/$/, "$1");

/** Whether the document in the browser was loaded at the page of `url`, and so carries that page's own policy. */
export function isLoadedAt(
  url: URL,
  documentUrl: string | undefined = performance.getEntriesByType("navigation")[0]?.name,
): boolean {
  return documentUrl !== undefined && pagePath(new URL(documentUrl)) === pagePath(url);
}
