// The encode cache: .cache/images/meta/<hash>.json records what the manifest needs besides the files (size, colour,
// preview) for each original's content hash. Checked before every encode; an original whose meta and output files
// (public/assets/img/) all exist is never decoded or encoded again.

import { join } from "node:path";
import { readJsonOrUndefined, sizeOf, writeAtomic } from "./files.ts";
import { fileName, FORMATS, type Format } from "../../shared/pictures.ts";
import { PATHS, type UseWidths } from "./settings.ts";
import { variantWidths, zoomWidths } from "./widths.ts";

/** Intrinsic size (after orientation), dominant colour and preview data URI of one original (or sprite). */
export type Meta = { width: number; height: number; color: string; placeholder: string };

/** One file under public/assets/img/; `zoom`: at one of the widths only a zoomed picture uses. */
export type PlannedFile = { format: Format; width: number; name: string; zoom: boolean };
export type OutputFile = PlannedFile & { bytes: number };
/** The widths to encode an original at, given its size (known from its pixels, or from its cached meta). */
export type WidthsOf = (size: { width: number; height: number }) => UseWidths;

export const metaPath = (root: string, hash: string) => join(root, PATHS.meta, `${hash}.json`);
export const outputPath = (root: string, name: string) => join(root, PATHS.output, name);

/** The files an original of this width is encoded to: every format at every width it is not upscaled to. */
export function plannedFiles(slug: string, hash: string, { widths, zoom = [] }: UseWidths, width: number) {
  const at = (w: number, isZoom: boolean) =>
    FORMATS.map((format): PlannedFile => ({ format, width: w, name: fileName(slug, hash, w, format), zoom: isZoom }));
  return [
    ...variantWidths(widths, width).flatMap((w) => at(w, false)),
    ...zoomWidths(zoom, widths, width).flatMap((w) => at(w, true)),
  ];
}

function isMeta(value: unknown): value is Meta {
  const m = value as Partial<Meta> | undefined;
  return (
    typeof m === "object" &&
    m !== null &&
    Number.isInteger(m.width) &&
    Number.isInteger(m.height) &&
    typeof m.color === "string" &&
    typeof m.placeholder === "string"
  );
}

/** The cached meta and files of a hash, if every one of them is there; undefined means "encode it". */
export async function readCached(
  root: string,
  hash: string,
  slug: string,
  widths: WidthsOf,
): Promise<{ meta: Meta; files: OutputFile[] } | undefined> {
  const meta = await readJsonOrUndefined(metaPath(root, hash));
  if (!isMeta(meta)) return undefined;
  const files: OutputFile[] = [];
  for (const file of plannedFiles(slug, hash, widths(meta), meta.width)) {
    const bytes = await sizeOf(outputPath(root, file.name));
    if (bytes === undefined) return undefined;
    files.push({ ...file, bytes });
  }
  return { meta, files };
}

/** Written after the files: its presence says the encode finished. */
export const writeMeta = (root: string, hash: string, meta: Meta) =>
  writeAtomic(metaPath(root, hash), `${JSON.stringify(meta)}\n`);
