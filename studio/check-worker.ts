// The build's own check of all of the content (model/check.ts, the first step of `npm run build`), run on a staged
// copy of the content's data files with a save applied. The model reads its content once per process, when its
// modules load, so each check runs in a worker thread of its own: a fresh set of modules, the staged copy as the
// content (CONTENT_DIR, set by studio/whole.ts). It answers the build's warnings and every picture the content
// names, with whether the build can draw it without a file.

import { parentPort, workerData } from "node:worker_threads";
import { ContentError, type ContentProblem } from "../model/load.ts";

type Answer =
  | { ok: true; pictures: { src: string; file: string; field: string; drawn: boolean }[] }
  | { ok: false; refusal?: readonly ContentProblem[]; failure?: string };

async function run(root: string): Promise<Answer> {
  try {
    const { checkContent } = await import("../model/check.ts");
    await checkContent(root);
    const { listImages } = await import("../model/images.ts");
    const pictures = listImages().map(({ image, file, field }) => ({
      src: image.src,
      file,
      field,
      drawn: Boolean(image.art || image.crop),
    }));
    return { ok: true, pictures };
  } catch (error) {
    // A content error is the build's refusal, in its words; anything else is a fault of the studio's.
    if (error instanceof ContentError) return { ok: false, refusal: error.problems };
    return { ok: false, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

parentPort!.postMessage(await run((workerData as { root: string }).root));
