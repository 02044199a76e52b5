// Driving a real inbox server from outside, for the durability test and `npm run bench:inbox`: the server is
// `npm start`'s own entry point in a child process (serving a stand-in site, with the given INBOX_* settings), and
// messages are posted to it the way the browser form sends them, over keep-alive connections.

import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { Agent, request, type IncomingHttpHeaders } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const START = fileURLToPath(new URL("../../server/start.ts", import.meta.url));

export interface ChildServer {
  url: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the server on a free loopback port, serving `root` (the built site), or a one-page site made in `dir`. */
export async function startServer(dir: string, env: Record<string, string>, root?: string): Promise<ChildServer> {
  const site = root ?? join(dir, "site");
  if (!root) {
    mkdirSync(site, { recursive: true });
    writeFileSync(join(site, "index.html"), "<!doctype html><title>Stand-in</title>\n");
  }
  const child = spawn(process.execPath, [START, "--root", site], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    void exited.then(() => reject(new Error(`the server exited before listening:\n${output}`)));
  });
  return { url, child, exited };
}

/** A multipart/form-data body as a browser encodes a form. */
export function browserForm(fields: Record<string, string>): { body: Buffer; contentType: string } {
  const boundary = `----WebKitFormBoundary${randomBytes(12).toString("base64url")}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** From sending the request to the end of the answer. */
  ms: number;
}

/**
 * POSTs a body; rejects if the connection fails (the server is gone), with `reusedSocket` set when the request went out
 * on a kept-alive connection (which the server may have closed, idle, as the request left: a client may retry then).
 */
export function post(agent: Agent, url: string, body: Buffer, contentType: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: "POST",
      agent,
      headers: { "Content-Type": contentType, "Content-Length": body.length, Accept: "application/json" },
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
          ms: performance.now() - started,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", (error) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })));
    req.end(body);
  });
}

/** Runs `task(0) … task(count - 1)`, at most `concurrency` at a time; one failing does not stop the others. */
export async function burst<T>(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
): Promise<PromiseSettledResult<T>[]> {
  const results: PromiseSettledResult<T>[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      try {
        results[index] = { status: "fulfilled", value: await task(index) };
      } catch (reason) {
        results[index] = { status: "rejected", reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/** A keep-alive agent with one connection per concurrent request, as a busy browser population would open. */
export const keepAlive = (connections: number) => new Agent({ keepAlive: true, maxSockets: connections });
