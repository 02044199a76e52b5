import { assertUnique } from "./load";
import type { Project } from "./schema";
import { project as bb } from "./projects/bb";
import { project as bcts } from "./projects/bcts";
import { project as everydays } from "./projects/everydays";
import { project as mb } from "./projects/mb";
import { project as mbb } from "./projects/mbb";
import { project as wol } from "./projects/wol";
import { project as xb } from "./projects/xb";
import { project as xbl } from "./projects/xbl";

/** The projects in the box, in the order the overview and the menu show them. */
export const projects = [mb, mbb, bb, wol, bcts, xb, xbl, everydays];

assertUnique(projects, "slug", (p) => p.slug);

/** Whether a project's page frames a document of ours (its PDF viewer): only that page's own policy allows frames. */
export const embedsDocument = (project: Project): boolean => project.page.document !== undefined;
