// Puts the downloadable documents the content names (the Mindfully Bored brand guidelines PDF) into public/, where
// the build copies them. As with pictures, the artist's own file wins: content/<file> is copied when it exists;
// otherwise a placeholder is generated. Runs as part of `npm run assets`, before `react-router build`.
import { existsSync } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeBrandGuidelines } from "placeholder-art/brand-guidelines";
import { projectFile, projects } from "../model/box.ts";
import { ContentError } from "../model/load.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

const placeholders: Record<string, (out: string) => Promise<void>> = {
  "/downloads/mindfully-bored-brand-guidelines.pdf": writeBrandGuidelines,
};

for (const project of projects) {
  const document = project.page.document;
  if (!document) continue;
  const out = join(root, "public", document.file);
  const original = join(root, "content", document.file);
  await mkdir(dirname(out), { recursive: true });
  if (existsSync(original)) {
    await copyFile(original, out);
  } else {
    const generate = placeholders[document.file];
    if (!generate) {
      console.error(
        new ContentError(projectFile(project.slug), [
          `page.document.file: no file at content${document.file} and no placeholder for it`,
        ]).message,
      );
      process.exit(1);
    }
    await generate(out);
  }
  console.log(`documents: ${document.file}`);
}
