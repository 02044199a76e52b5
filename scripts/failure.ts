// How a step of the build says why it failed.

import { ContentError } from "../model/load.ts";

/**
 * A content error by its message alone: it names the file and the field to fix, and a stack would only bury that.
 * Anything else is a bug: its stack too.
 */
export const failureText = (error: unknown): string =>
  error instanceof ContentError
    ? error.message
    : error instanceof Error
      ? (error.stack ?? error.message)
      : String(error);
