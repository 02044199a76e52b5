// `npm run inbox`: list the messages received by the contact inbox (see server/inbox/command.ts, or `--help`).

import { fileURLToPath } from "node:url";
import { runInboxCommand } from "./inbox/command.ts";

process.exitCode = await runInboxCommand(process.argv.slice(2), {
  // Derived from this file, not the working directory, like `npm start`.
  projectRoot: fileURLToPath(new URL("..", import.meta.url)),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  columns: process.stdout.columns,
});
