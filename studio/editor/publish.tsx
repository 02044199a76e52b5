// Publish: one click sends her saved site where she publishes it (her git remote, Cloudflare), after saving what she
// has not saved yet; its steps show as they happen, and the end is said in her words. With more than one place set up
// she picks one; with none, it says how to set one up.

import { useState } from "react";
import { publish, type Outcome, type Step, type Target } from "./api.ts";

type Run = { target: string; steps: Step[]; outcome?: Outcome };

export function Publish({ targets, saveAll }: { targets: Target[]; saveAll(): Promise<boolean> }) {
  const ready = targets.filter((target) => target.ready);
  const [choosing, setChoosing] = useState(false);
  const [run, setRun] = useState<Run>();
  const busy = run !== undefined && !run.outcome;

  const start = async (target: Target) => {
    setChoosing(false);
    setRun({ target: target.name, steps: [] });
    const end = (outcome: Outcome) => setRun((now) => now && { ...now, outcome });
    if (!(await saveAll()))
      return end({ ok: false, said: "Nothing was published: a change could not be saved, and its page says why." });
    const step = (said: Step) =>
      setRun((now) => now && { ...now, steps: [...now.steps.filter((s) => s.step !== said.step), said] });
    end(await publish(target.id, step));
  };

  return (
    <div className="publish">
      <button
        type="button"
        className="primary"
        disabled={busy}
        aria-expanded={ready.length === 1 ? undefined : choosing}
        onClick={() => (ready.length === 1 ? void start(ready[0]!) : setChoosing(!choosing))}
      >
        Publish
      </button>
      {choosing && (
        <div className="publish-menu" role="group" aria-label="Where to publish">
          {ready.map((target) => (
            <button key={target.id} type="button" onClick={() => void start(target)}>
              Publish to {target.name}
            </button>
          ))}
          {targets
            .filter((target) => !target.ready)
            .map((target) => (
              <p key={target.id} className="hint">
                {target.name}: {target.note}
              </p>
            ))}
        </div>
      )}
      {run && (
        <section className="publish-panel" aria-labelledby="publish-title">
          <h2 id="publish-title">Publishing to {run.target}</h2>
          <ol>
            {run.steps.map(({ step, state, said }) => (
              <li key={step} data-state={state}>
                <span aria-hidden="true">{state === "done" ? "✓" : state === "failed" ? "✗" : "…"}</span> {step}
                {said ? `: ${said}` : ""}
                <span className="visually-hidden"> ({state === "running" ? "under way" : state})</span>
              </li>
            ))}
          </ol>
          <p role="status" className={run.outcome && !run.outcome.ok ? "problem" : undefined}>
            {run.outcome?.said ?? "Publishing…"}
          </p>
          {run.outcome && (
            <button type="button" onClick={() => setRun(undefined)}>
              Close
            </button>
          )}
        </section>
      )}
    </div>
  );
}
