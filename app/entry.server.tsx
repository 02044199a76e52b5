// Renders a page to HTML. The site has no server rendering at run time (`ssr: false`): this runs only while the build
// prerenders each page, so it waits for everything (React's advice for static generation), not just the shell. The
// page's data then goes out with its markup in one piece, without React's streaming machinery (the scripts that swap
// late Suspense boundaries in), which would only add bytes and inline scripts to every page.

import { PassThrough, Readable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // A page whose data never settles fails the build instead of hanging it.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        clearTimeout(timeout);
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        // Node's web stream and the DOM's are one class at run time, told apart only by their type declarations.
        resolve(new Response(Readable.toWeb(body) as ReadableStream, { headers: responseHeaders, status }));
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
  });
}
