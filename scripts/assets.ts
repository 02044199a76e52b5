// `npm run assets`: what the pages need beside the code, made from content/ in order, each step in a process of its
// own (each reads the content as it starts); the first to fail stops the rest with its status. The pages' own files
// come first (the JSON Schemas, the pictures, the menu logos), then what only leaves the site (the documents, the
// share pictures). Started by the development server (vite.config.ts) with a channel, it says there when the pages'
// own files are ready (the one message it sends), so that a new picture shows on her page before the later steps end.

import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const PAGE_STEPS = ["schemas", "images", "logos"];
const LATER_STEPS = ["documents", "share"];

const run = (step: string) =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [fileURLToPath(new URL(`${step}.ts`, import.meta.url))], {
      stdio: "inherit",
    });
    child.on("close", (code) => resolve(code ?? 1));
  });

async function runAll(): Promise<number> {
  for (const step of PAGE_STEPS) {
    const code = await run(step);
    if (code !== 0) return code;
  }
  process.send?.("pages ready");
  for (const step of LATER_STEPS) {
    const code = await run(step);
    if (code !== 0) return code;
  }
  return 0;
}

process.exitCode = await runAll();
process.disconnect?.();
