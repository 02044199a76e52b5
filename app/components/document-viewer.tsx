import { useSyncExternalStore } from "react";

const LARGE = "(min-width: 1024px)";

function subscribe(onChange: () => void) {
  const query = matchMedia(LARGE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * The embedded PDF viewer, on large screens only. It is not in the prerendered HTML and is added only where the
 * screen is large, so phones never request the document; the frame's space is reserved by CSS, so nothing shifts.
 */
export function DocumentViewer({ file, title }: { file: string; title: string }) {
  const large = useSyncExternalStore(
    subscribe,
    () => matchMedia(LARGE).matches,
    () => false,
  );
  return (
    <div className="mt-6 hidden h-[80vh] overflow-hidden rounded-xl border border-line bg-surface lg:block">
      {large && <iframe src={file} title={title} className="h-full w-full" />}
    </div>
  );
}
