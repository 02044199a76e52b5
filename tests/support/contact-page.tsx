import { renderToString } from "react-dom/server";
import { ContactForm } from "../../app/components/contact-form.tsx";
import { THEME_SCRIPT } from "../../app/lib/theme.ts";

// For the inbox's tests: a contact page shaped like the prerendered one (theme script and inlined style in the head,
// the header, React Router's scripts at the end of the body) around the real form as React renders it.

export const PAGE_STYLE = ".site-header{position:fixed}";

export function prerenderedContactPage(): string {
  const form = renderToString(<ContactForm endpoint="/f/contact" />);
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Contact · Mischief Box</title>` +
    `<script>${THEME_SCRIPT}</script><style>${PAGE_STYLE}</style></head>` +
    `<body><header class="site-header"><a href="/">Mischief Box</a></header><main id="main"><h1>Contact</h1>${form}` +
    `</main><script>window.__reactRouterContext = {};</script>` +
    `<script type="module" async="">import("/assets/entry.client.js");</script></body></html>`
  );
}
