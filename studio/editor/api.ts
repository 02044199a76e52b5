// The editor's calls to its studio: one POST per action to /api, JSON both ways (studio/api.ts answers them), and the
// publish, whose steps come one line at a time as they happen.

import type { JsonSchema } from "./schema.ts";

export type ProjectRow = { slug: string; path: string; title: string; picture?: string; listed: boolean };
export type Kind = { pattern: string; title: string; schema: string };
export type PreviewState = {
  state: "preparing" | "starting" | "ready" | "stopped";
  origin: string;
  said: string;
  /** Grows each time her page has taken a change: it is then shown again. */
  version: number;
};
export type Target = { id: string; name: string; ready: boolean; note: string };
export type Overview = {
  projects: ProjectRow[];
  kinds: Kind[];
  schemas: Record<string, JsonSchema>;
  preview: PreviewState | null;
  targets: Target[];
};
export type Problem = { file: string; lines: string[]; at?: (string | number)[][] };

/** The studio said no: its words, and the build's problems with their places when it checked. */
export class Refusal extends Error {
  readonly problems: Problem[];
  constructor(message: string, problems: Problem[] = []) {
    super(message);
    this.problems = problems;
  }
}

async function post(path: string, body: unknown): Promise<Response> {
  try {
    return await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Refusal("The studio does not answer: is it still running? Start it again with npm run studio.");
  }
}

/** Asks the studio to do `action`; answers its JSON, or throws its refusal. */
export async function call<T>(action: string, params: object = {}): Promise<T> {
  const answer = await post("/api", { action, params });
  const body = (await answer.json().catch(() => ({}))) as { error?: string; problems?: Problem[] };
  if (!answer.ok) throw new Refusal(body.error ?? "The studio could not do that.", body.problems);
  return body as T;
}

export type Step = { step: string; state: "running" | "done" | "failed"; said?: string };
export type Outcome = { ok: boolean; said: string };

/** Publishes to `target`, telling `onStep` each step as it starts and ends; answers how it ended, in her words. */
export async function publish(target: string, onStep: (step: Step) => void): Promise<Outcome> {
  const answer = await post("/api/publish", { target });
  if (!answer.ok || !answer.body) {
    const body = (await answer.json().catch(() => ({}))) as { error?: string };
    return { ok: false, said: body.error ?? "The studio could not publish." };
  }
  const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
  let rest = "";
  for (;;) {
    const { value, done } = await reader.read();
    rest += value ?? "";
    const lines = rest.split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines.filter(Boolean)) {
      const said = JSON.parse(line) as Step | { outcome: Outcome };
      if ("outcome" in said) return said.outcome;
      onStep(said);
    }
    if (done) return { ok: false, said: "The studio stopped before it finished publishing." };
  }
}

/** The address of a picture's thumbnail in the studio, by its src. */
export const pictureUrl = (src: string) => `/pictures/${src.split("/").map(encodeURIComponent).join("/")}`;
