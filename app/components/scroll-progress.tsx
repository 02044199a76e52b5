/**
 * The spec's "scroll helper" between header and main: a thin bar under the header that fills as the page is read.
 * Driven by a CSS scroll timeline, so it costs no JavaScript and never blocks scrolling.
 */
export function ScrollProgress() {
  return <div className="scroll-progress" aria-hidden="true" />;
}
