// Draws the menu logo of every project whose project.json names none: its initials on a rounded square, in the style
// of the logos under public/brand/menu/, coloured by its folder's name (so a project keeps its colour). Written to
// public/assets/logos/<slug>.svg, where model/box.ts points such a project's menu. Part of `npm run assets`.

import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generatedLogo, projects } from "../model/box.ts";
import { logoSvg } from "./logos/draw.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const folder = join(root, "public", "assets", "logos");
rmSync(folder, { recursive: true, force: true });
const drawn = projects.filter(({ slug, menu }) => menu.logo === generatedLogo(slug));
if (drawn.length > 0) mkdirSync(folder, { recursive: true });
for (const { slug, menu } of drawn) writeFileSync(join(root, "public", generatedLogo(slug)), logoSvg(slug, menu.name));
console.log(`logos: ${drawn.length} drawn from initials`);
