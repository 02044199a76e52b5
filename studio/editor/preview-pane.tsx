// Her page as visitors will see it, beside the form: the site's development server, which the studio started, at the
// page that shows what she edits, shown again each time it has taken a save (the studio hears it say so, whether or
// not the page itself heard). Until it is ready, what it is doing.

import type { PreviewState } from "./api.ts";

export function PreviewPane({ preview, page }: { preview: PreviewState | null; page?: string }) {
  const ready = preview?.state === "ready";
  return (
    <aside className="preview" aria-labelledby="preview-title">
      <div className="preview-bar">
        <h2 id="preview-title">Your page{page ? <code> {page}</code> : null}</h2>
        {ready && page && (
          <a href={`${preview.origin}${page}`} target="_blank" rel="noreferrer">
            Open in a new tab
          </a>
        )}
      </div>
      {!preview ? (
        <p className="preview-note">The preview is off (the studio was started with --no-preview).</p>
      ) : !ready ? (
        <p className="preview-note" role="status">
          {preview.state === "stopped"
            ? `The preview stopped: ${preview.said || "the terminal where the studio runs says why"}.`
            : `Getting your page ready${preview.state === "preparing" ? " (the first time, the pictures take a few minutes)" : ""}… ${preview.said}`}
        </p>
      ) : page ? (
        <iframe
          key={preview.version}
          title={`Your page ${page}, as visitors see it`}
          src={`${preview.origin}${page}`}
        />
      ) : (
        <p className="preview-note">A new project&apos;s page shows here once you save it.</p>
      )}
    </aside>
  );
}
