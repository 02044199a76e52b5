// Pictures she has dropped or chosen but not saved yet: each is held here, by a ref that stands in its field's `src`
// until the save that brings it, when the studio gives it a free, clean name in its folder (studio/edits.ts).

import { pictureUrl } from "./api.ts";

type Pending = { file: File; url: string; folder?: string };

const pending = new Map<string, Pending>();
let count = 0;

/** Whether a src is a picture waiting for its save. */
export const isRef = (src: unknown) => typeof src === "string" && src.startsWith("upload:");

/**
 * Holds `files` for the next save; answers a ref for each. `folder` (under content/, like `content/images/wol`) is
 * where each goes; without it, the folder of the project being saved.
 */
export function hold(files: readonly File[], folder?: string): string[] {
  return files.map((file) => {
    const ref = `upload:${Date.now().toString(36)}-${++count}`;
    pending.set(ref, { file, url: URL.createObjectURL(file), folder });
    return ref;
  });
}

/** What to show for a picture: her unsaved file itself, or its thumbnail from the studio. */
export const shownAt = (src: string) => (isRef(src) ? (pending.get(src)?.url ?? "") : pictureUrl(src));

/** The name of the file a ref stands for, to label it until it has its own. */
export const fileNameOf = (src: string) => (isRef(src) ? pending.get(src)?.file.name : src.split("/").pop());

/** Every src in `data`. */
export function sources(data: unknown): string[] {
  if (Array.isArray(data)) return data.flatMap(sources);
  if (!data || typeof data !== "object") return [];
  return Object.entries(data).flatMap(([key, value]) =>
    key === "src" && typeof value === "string" ? [value] : sources(value),
  );
}

function base64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(new Error(`${file.name} could not be read.`));
    reader.readAsDataURL(file);
  });
}

/** The pictures a save of `data` brings, as the studio takes them; `folder` is the project's, for those without. */
export async function uploadsOf(data: unknown, folder: string) {
  return Promise.all(
    sources(data)
      .filter(isRef)
      .flatMap((ref) => {
        const held = pending.get(ref);
        return held ? [{ ref, held }] : [];
      })
      .map(async ({ ref, held }) => ({
        ref,
        folder: held.folder ?? folder,
        name: held.file.name,
        content: await base64(held.file),
      })),
  );
}

/** Lets go of the files a save has brought. */
export function release(refs: Iterable<string>) {
  for (const ref of refs) {
    const held = pending.get(ref);
    if (held) URL.revokeObjectURL(held.url);
    pending.delete(ref);
  }
}
