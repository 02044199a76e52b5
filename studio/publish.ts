// Publishing, whatever the place: a target (her git remote: studio/publish-git.ts; Cloudflare: studio/publish-edge.ts)
// says whether it is set up and publishes step by step. Before anything leaves, the studio checks her whole content
// as the build will (a file she changed by hand included), and the target checks what it can (something to publish,
// a remote that takes it): a publish that would fail says so, and nothing has left.

import { ContentError } from "../model/load.ts";
import { Refused, type Store } from "./store.ts";
import { checkWhole } from "./whole.ts";

type StepState = "running" | "done" | "failed";
/** Tells the editor how a step stands, in her words. */
export type Progress = (step: { step: string; state: StepState; said?: string }) => void;

export interface PublishTarget {
  id: string;
  /** Where it publishes, as she knows it ("GitHub", "Cloudflare"). */
  name: string;
  /** Whether it is set up on this computer; if not, what to do (her words). */
  readiness(): Promise<{ ready: boolean; note: string }>;
  /** Publishes, telling each step; answers what was done, or throws a Refused saying what stopped it. */
  publish(progress: Progress): Promise<string>;
}

/** Runs `work` as the step `step`: told running, then done or failed (the outcome says why). */
export async function step<T>(progress: Progress, step: string, work: () => Promise<T>, said?: string): Promise<T> {
  progress({ step, state: "running", said });
  try {
    const result = await work();
    progress({ step, state: "done", said });
    return result;
  } catch (error) {
    progress({ step, state: "failed" });
    throw error;
  }
}

/** Publishes to `target` what the store holds; answers how it ended, in her words. */
export async function publishTo(store: Store, target: PublishTarget, progress: Progress) {
  try {
    await step(progress, "Checking your site as the build will", async () => {
      try {
        await store.exclusive(() => checkWhole(store, { writes: new Map() }));
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        const lines = error.problems.flatMap(({ file, lines }) => lines.map((line) => `${file}: ${line}`));
        throw new Refused(lines.join("\n"));
      }
    });
    return { ok: true, said: await target.publish(progress) };
  } catch (error) {
    if (!(error instanceof Refused)) {
      console.error(`The studio could not publish to ${target.name}: ${(error as Error).stack ?? error}`);
      return {
        ok: false,
        said: "Nothing was published: the studio met a fault, and the terminal where it runs says what.",
      };
    }
    return { ok: false, said: error.message };
  }
}
