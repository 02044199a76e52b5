import { assertUnique } from "./load.ts";
import type { Project } from "./schema.ts";
import { project as bb } from "./projects/bb.ts";
import { project as bcts } from "./projects/bcts.ts";
import { project as everydays } from "./projects/everydays.ts";
import { project as mb } from "./projects/mb.ts";
import { project as mbb } from "./projects/mbb.ts";
import { project as wol } from "./projects/wol.ts";
import { project as xb } from "./projects/xb.ts";
import { project as xbl } from "./projects/xbl.ts";

/** The projects in the box, in the order the overview and the menu show them. */
export const projects = [mb, mbb, bb, wol, bcts, xb, xbl, everydays];

assertUnique(projects, "slug", (p) => p.slug);

/** Whether a project's page frames a document of ours (its PDF viewer): only that page's own policy allows frames. */
export const embedsDocument = (project: Project): boolean => project.page.document !== undefined;
