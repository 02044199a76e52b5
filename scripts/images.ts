// The picture step of `npm run assets` (before `react-router build`): encodes every picture the content names into
// public/assets/img/, with the artist's rights (site.json `rights`) in its files, and writes
// .cache/images/manifest.json for the route loaders. The work is in scripts/images/build-images.ts.

import { fileURLToPath } from "node:url";
import { failureText } from "./failure.ts";
import { buildImages } from "./images/build-images.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

try {
  // Imported here, not at the top, so that a content error is reported like any other failure below.
  const { checkContent } = await import("../model/check.ts");
  const { warnings, notes } = await checkContent(root);
  for (const note of notes) console.log(`Note: ${note}`);
  for (const warning of warnings) console.warn(`Warning: ${warning}`);
  const { listImages } = await import("../model/images.ts");
  const { site } = await import("../model/site.ts");
  const { draw } = await import("placeholder-art");
  await buildImages({ root, refs: listImages(), rights: site.rights, draw });
} catch (error) {
  if (process.stdout.isTTY) process.stdout.write("\n");
  console.error(failureText(error));
  process.exit(1);
}
