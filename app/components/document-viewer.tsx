/**
 * The embedded PDF viewer, on large screens only. Its box is `display: none` below the large breakpoint and the frame
 * loads lazily, so a phone never requests the document; on a large screen it loads as it nears the viewport. Being
 * plain markup, it needs no JavaScript.
 */
export function DocumentViewer({ file, title }: { file: string; title: string }) {
  return (
    <div className="document-viewer">
      <iframe src={file} title={title} loading="lazy" className="h-full w-full" />
    </div>
  );
}
