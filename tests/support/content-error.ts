// What a test of the content's checks asks of a mistake: that it is a content error (by its type), and what it says.

import { ContentError } from "../../model/load.ts";

/** The message of the content error `run` throws; anything else thrown, or nothing, fails the test. */
export function contentErrorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error("no content error");
}
