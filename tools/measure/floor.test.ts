import { describe, expect, it } from "vitest";
import { floorHtml } from "./floor.ts";

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>theme()</script><title>Bits</title>',
  '<style>body{color:red}</style><link rel="stylesheet" href="/a.css" disabled=""/><link rel="modulepreload" href="/b.js"/></head>',
  '<body><main><picture><source srcSet="/lcp.avif 800w"/><img src="/lcp.webp" alt="Banner" fetchPriority="high"/></picture>',
  "<h1>Bits</h1><p>Text stays.</p>",
  '<picture><source srcSet="/t.avif 300w"/><img src="/t.webp" alt="Thumb" loading="lazy"/></picture>',
  '<img src="/logo.svg" alt="Logo" loading="lazy"/></main>',
  '<script type="module">import("/c.js")</script></body></html>',
].join("");

describe("floorHtml", () => {
  it("keeps the text and the LCP picture, drops scripts, styles, links and every other picture", () => {
    const floor = floorHtml(page);
    expect(floor).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Bits</title></head>' +
        '<body><main><picture><source srcSet="/lcp.avif 800w"/><img src="/lcp.webp" alt="Banner" fetchPriority="high"/></picture>' +
        "<h1>Bits</h1><p>Text stays.</p></main></body></html>",
    );
  });
});
