// The editor's page: the bundle's script and styles (studio/bundle.ts) in an empty page, and its policy: its own
// scripts and styles only, no inline code, pictures from the studio and from the files she drops (blobs), her page
// from the preview's origin in a frame, and no request anywhere else.

import type { Bundle } from "./bundle.ts";

/** The policy of the studio's answers; `preview`, the origin of her page's preview, may only be framed. */
export const policy = (preview?: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' blob: data:",
    "connect-src 'self'",
    `frame-src ${preview ?? "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");

export const editorPage = ({ script, styles }: Bundle) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Mischief Box studio</title>
    <link rel="icon" href="data:," />
${styles.map((file) => `    <link rel="stylesheet" href="/studio/${file}" />`).join("\n")}
    <script type="module" src="/studio/${script}"></script>
  </head>
  <body>
    <div id="studio"></div>
  </body>
</html>
`;
