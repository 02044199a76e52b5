// `npm run bench:images`: times a cold build of every picture (caches and outputs removed first) and a warm rebuild,
// prints the image count, file count and bytes per format, and exits 1 if over the budget
// (cold ≤ 120 s, warm ≤ 15 s on 2 cores). IMAGES_JOBS / IMAGES_THREADS override the parallelism, to compare.

import { rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { draw } from "placeholder-art";
import { listImages } from "../model/images.ts";
import { site } from "../model/site.ts";
import { buildImages } from "../scripts/images/build-images.ts";
import { PATHS } from "../scripts/images/settings.ts";
import { PICTURE_MANIFEST } from "../shared/pictures.ts";
import { readToolSettings } from "./settings.ts";

const BUDGET = { cold: 120, warm: 15 };
const root = fileURLToPath(new URL("..", import.meta.url));
const options = { root, refs: listImages(), rights: site.rights, draw, ...readToolSettings().images };

for (const dir of [PATHS.art, PATHS.meta, PICTURE_MANIFEST, PATHS.output]) {
  await rm(join(root, dir), { recursive: true, force: true });
}
const cold = await buildImages(options);
const warm = await buildImages(options);

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const { stats } = warm;
console.log(`
images:  ${stats.originals} originals → ${stats.files} files
AVIF:    ${mb(stats.avifBytes)}
WebP:    ${mb(stats.webpBytes)}
cold:    ${cold.stats.seconds.toFixed(1)} s (budget ${BUDGET.cold} s)
warm:    ${warm.stats.seconds.toFixed(1)} s (budget ${BUDGET.warm} s, ${warm.stats.encoded} encoded)`);

const over = [
  cold.stats.seconds > BUDGET.cold && `cold build ${cold.stats.seconds.toFixed(1)} s > ${BUDGET.cold} s`,
  warm.stats.seconds > BUDGET.warm && `warm build ${warm.stats.seconds.toFixed(1)} s > ${BUDGET.warm} s`,
  warm.stats.encoded > 0 && `the warm build encoded ${warm.stats.encoded} originals (the cache missed)`,
].filter(Boolean);
if (over.length > 0) {
  console.error(`Over budget: ${over.join("; ")}`);
  process.exit(1);
}
console.log("Within budget.");
