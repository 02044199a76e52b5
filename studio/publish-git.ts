// Publishing to a git remote she has set up (her host builds the site from it): a version of her content changes
// alone (content/, nothing else of the repository, her other work left as it is), named by what changed, then sent.
// Before the version is made, git is asked whether there is anything to publish and whether the remote would take it.
// git never asks for a password here (it cannot, from the studio): what it lacks is told in her words.

import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Changed, changeWords } from "./change-words.ts";
import { type Progress, type PublishTarget, step } from "./publish.ts";
import { Refused } from "./store.ts";

type Git = (args: readonly string[]) => Promise<{ ok: boolean; out: string }>;

/** git in `root`, never prompting, in English (its words are read for the reason of a refusal). */
const gitIn =
  (root: string): Git =>
  (args) =>
    new Promise((resolve) =>
      execFile(
        "git",
        ["-c", "core.quotepath=false", ...args],
        { cwd: root, env: { ...process.env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" }, maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => resolve({ ok: !error, out: `${stdout}${stderr}` }),
      ),
    );

/** Why the remote would not take it, in her words, from what git said. */
function refusalOf(out: string, remote: string): string {
  if (/fetch first|non-fast-forward|rejected/i.test(out))
    return `${remote} has changes this computer does not have (made elsewhere): bring them here first (git pull), then publish again.`;
  if (/could not resolve host|unable to access|connection|network/i.test(out))
    return `${remote} cannot be reached: is this computer online?`;
  if (/authentication|permission denied|could not read (username|password)|403/i.test(out))
    return `${remote} did not let this computer in: sign in to it once in a terminal (git push), then publish again.`;
  return `${remote} refused: ${out.trim().split("\n").at(-1) ?? "git gave no reason"}.`;
}

const HOW: Record<string, Changed["how"]> = { A: "added", "?": "added", D: "removed" };

export function gitTarget(root: string, git: Git = gitIn(root)): PublishTarget {
  /** Where it pushes: the branch's upstream, else its one remote under the branch's name. */
  async function destination() {
    const top = await git(["rev-parse", "--show-toplevel"]);
    if (!top.ok) return undefined;
    const branch = (await git(["symbolic-ref", "--short", "HEAD"])).out.trim();
    const upstream = await git(["rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{u}"]);
    const [remote, ...rest] = upstream.ok
      ? upstream.out.trim().split("/")
      : [(await git(["remote"])).out.split("\n")[0]];
    if (!remote || !branch) return undefined;
    const url = (await git(["remote", "get-url", remote])).out.trim();
    // Where it is, as she knows it (github.com/ines/portfolio), without a password; a folder here, by its name alone.
    const host = /^(?:\w+:\/\/)?(?:[^@/]+@)?([\w.-]+\.[a-z]{2,})[:/](.+?)(?:\.git)?$/i.exec(url);
    const where = host ? `${remote} (${host[1]}/${host[2]})` : remote;
    return { remote, branch: rest.length ? rest.join("/") : branch, where };
  }

  async function changes(): Promise<Changed[]> {
    const status = await git(["status", "--porcelain=v1", "-z", "--untracked-files=all", "--", "content"]);
    if (!status.ok) throw new Refused(`git could not list your changes: ${status.out.trim()}`);
    const entries = status.out.split("\0");
    const found: Changed[] = [];
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      if (entry.length < 4) continue;
      found.push({ path: entry.slice(3), how: HOW[entry[0] === " " ? entry[1]! : entry[0]!] ?? "changed" });
      if (entry[0] === "R") i++; // a move is followed by where it moved from
    }
    return found;
  }

  async function titleOf(slug: string) {
    const text = await readFile(join(root, "content", "projects", slug, "project.json"), "utf8").catch(() => "");
    try {
      return (JSON.parse(text) as { card?: { title?: string } }).card?.title;
    } catch {
      return undefined;
    }
  }

  return {
    id: "git",
    name: "your git remote",
    async readiness() {
      const at = await destination();
      if (!at)
        return {
          ready: false,
          note: 'this folder has no git remote yet: the README\'s "Edit in the browser" says how to set one up.',
        };
      return { ready: true, note: `${at.where}, branch ${at.branch}` };
    },
    async publish(progress: Progress) {
      const at = await destination();
      if (!at) throw new Refused("Nothing was published: this folder has no git remote.");
      const { where } = at;
      const found = await step(progress, "Looking for your changes", async () => {
        const list = await changes();
        const sent = await git(["rev-list", "--count", `${at.remote}/${at.branch}..HEAD`]);
        const ahead = sent.ok ? Number(sent.out.trim()) : 1;
        if (list.length === 0 && !ahead)
          throw new Refused("Nothing to publish: everything you saved is published already.");
        return list;
      });
      await step(progress, `Asking ${where} whether it takes them`, async () => {
        const trial = await git(["push", "--dry-run", "--porcelain", at.remote, `HEAD:${at.branch}`]);
        if (!trial.ok) throw new Refused(`Nothing was published: ${refusalOf(trial.out, where)}`);
      });
      const titles = new Map<string, string | undefined>();
      for (const { path } of found) {
        const slug = /^content\/(?:projects|images)\/([^/]+)\//.exec(path)?.[1];
        if (slug && !titles.has(slug)) titles.set(slug, await titleOf(slug));
      }
      const message = changeWords(found, (slug) => titles.get(slug));
      if (found.length > 0)
        await step(
          progress,
          "Saving a version of your content",
          async () => {
            const made = await commit(git, message);
            if (!made.ok)
              throw new Refused(`Nothing was published: git could not save a version (${made.out.trim()}).`);
          },
          message,
        );
      await step(progress, `Sending it to ${where}`, async () => {
        const sent = await git(["push", "--porcelain", at.remote, `HEAD:${at.branch}`]);
        if (!sent.ok)
          throw new Refused(`Your changes are saved as a version on this computer, but ${refusalOf(sent.out, where)}`);
      });
      return `Published to ${where}: "${message}". Your host builds your site from it.`;
    },
  };
}

/**
 * Commits what changed under content/ alone: staged, then committed with `--only`, which leaves anything else she
 * had staged as it was. Named as she is in git, or as the studio when git does not know her yet.
 */
async function commit(git: Git, message: string) {
  const added = await git(["add", "--all", "--", "content"]);
  if (!added.ok) return added;
  const known = (await git(["config", "user.email"])).ok;
  const who = known ? [] : ["-c", "user.name=Mischief Box studio", "-c", "user.email=studio@mischief-box.invalid"];
  return git([...who, "commit", "--only", "--quiet", "-m", message, "--", "content"]);
}
