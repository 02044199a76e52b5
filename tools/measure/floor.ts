// A page's floor for `npm run perf`: its own HTML with nothing that costs a round trip or a main-thread task except
// its LCP image — no scripts, no styles, no links (stylesheets, preloads, icons), and no picture but the one marked
// fetchpriority="high". Lighthouse's LCP of that is the best this page could do on this server; ours over it says
// how much everything else costs. Works on the markup the build writes (React's, not arbitrary HTML).

const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const STYLES = /<style\b[^>]*>[\s\S]*?<\/style>/gi;
const LINKS = /<link\b[^>]*>/gi;
const PICTURES = /<picture\b[^>]*>[\s\S]*?<\/picture>/gi;
const IMAGES = /<img\b[^>]*>/gi;
const LCP = /fetchpriority="high"/i;

export function floorHtml(html: string): string {
  return html
    .replace(SCRIPTS, "")
    .replace(STYLES, "")
    .replace(LINKS, "")
    .replace(PICTURES, (picture) => (LCP.test(picture) ? picture : ""))
    .replace(IMAGES, (img) => (LCP.test(img) ? img : ""));
}
