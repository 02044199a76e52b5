// Reading files from the build directory, with an in-memory cache.
//
// The build is immutable once written, so each file is read, hashed and (on demand) compressed once, then served from
// memory. Every request still stats the file: a rebuild while the server runs replaces files, and a changed
// inode/mtime/size is what retires a cache entry (so compressed bodies are effectively keyed by path + mtime + size +
// encoding). Large files are not kept; they are streamed from disk instead. Which files stay in memory is lru-cache's
// call: the least recently served go first when the bodies add up to more than `maxTotalBytes`.

import { LRUCache } from "lru-cache";
import { createHash } from "node:crypto";
import type { Stats } from "node:fs";
import { readFile, realpath, stat } from "node:fs/promises";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

export type Encoding = "br" | "gzip";

export interface StaticFile {
  /** Absolute path on disk. */
  readonly path: string;
  readonly size: number;
  /** Strong validator, unquoted; unique to this file's bytes (content hash) or, for streamed files, to size + mtime. */
  readonly tag: string;
  /** The whole file, when it is small enough to keep in memory; otherwise stream it from `path`. */
  readonly body: NonSharedBuffer | undefined;
}

interface Entry extends StaticFile {
  readonly dev: number;
  readonly ino: number;
  readonly mtimeMs: number;
  /** Compressed bodies by encoding; a promise so concurrent first requests share one compression. */
  readonly encoded: Map<Encoding, Promise<NonSharedBuffer>>;
}

export interface MemoryLimits {
  /** Files larger than this are streamed from disk and never compressed. */
  maxFileBytes?: number;
  /** Total size of cached original bodies; least recently used entries are dropped beyond it. */
  maxTotalBytes?: number;
}

const DEFAULT_LIMITS: Required<MemoryLimits> = { maxFileBytes: 8 * 1024 * 1024, maxTotalBytes: 128 * 1024 * 1024 };

// Errors that mean "there is no such file here" for a request path (e.g. a segment over NAME_MAX); anything else
// (EMFILE, EIO, ...) is a real server fault and propagates.
const MISSING = new Set(["ENOENT", "ENOTDIR", "ENAMETOOLONG", "ELOOP", "EACCES", "EPERM", "EISDIR", "EINVAL"]);

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export class FileStore {
  readonly root: string;
  readonly #limits: Required<MemoryLimits>;
  readonly #entries: LRUCache<string, Entry>;
  readonly #reading = new Map<string, Promise<Entry | undefined>>();
  #realRoot: string | undefined;

  constructor(root: string, limits: MemoryLimits = {}) {
    this.root = resolve(root);
    this.#limits = { ...DEFAULT_LIMITS, ...limits };
    // The original bodies count (an empty file as a byte: lru-cache wants sizes above zero), the compressed ones not.
    this.#entries = new LRUCache({ maxSize: this.#limits.maxTotalBytes, sizeCalculation: (entry) => entry.size || 1 });
  }

  /**
   * The regular file at `rel` (a "/"-separated path below the root, already validated segment by segment), or
   * undefined when there is none. Files that are, or resolve through symlinks to, anything outside the root count as
   * missing.
   */
  async file(rel: string): Promise<StaticFile | undefined> {
    const path = join(this.root, rel);
    if (!isInside(this.root, path)) return undefined;
    const stats = await stat(path).catch(missingAsUndefined);
    if (!stats?.isFile()) return undefined;

    const cached = this.#entries.get(path);
    if (
      cached &&
      cached.dev === stats.dev &&
      cached.ino === stats.ino &&
      cached.mtimeMs === stats.mtimeMs &&
      cached.size === stats.size
    ) {
      return cached;
    }
    if (cached) this.#entries.delete(path);

    const realRoot = await this.#resolvedRoot();
    const real = await realpath(path).catch(missingAsUndefined);
    if (!realRoot || !real || !isInside(realRoot, real)) return undefined;

    if (stats.size > this.#limits.maxFileBytes) {
      // Not read, so not hashed: size and mtime identify this version well enough (as nginx does).
      const tag = `${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}`;
      return { path, size: stats.size, tag, body: undefined };
    }
    // Concurrent first requests for one version of a file share one read: each read of its own was a copy of the
    // file held by its answer while a slow client took it (a cold picture asked for on 256 connections at once was
    // 256 copies, and the memory stayed with the process after).
    const version = `${path}\0${stats.dev}:${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    let reading = this.#reading.get(version);
    if (!reading) {
      reading = this.#read(path, stats).finally(() => this.#reading.delete(version));
      this.#reading.set(version, reading);
    }
    return reading;
  }

  async #read(path: string, stats: Stats): Promise<Entry | undefined> {
    const body = await readFile(path).catch(missingAsUndefined);
    if (!body) return undefined;
    const entry: Entry = {
      path,
      size: body.length,
      tag: createHash("sha1").update(body).digest("base64url"),
      body,
      dev: stats.dev,
      ino: stats.ino,
      mtimeMs: stats.mtimeMs,
      encoded: new Map(),
    };
    this.#entries.set(path, entry);
    return entry;
  }

  /** `file`'s body compressed with `encoding`, computed once per file version. Only for files kept in memory. */
  async encoded(file: StaticFile, encoding: Encoding): Promise<NonSharedBuffer> {
    if (!file.body) throw new Error(`not kept in memory: ${file.path}`);
    const entry = this.#entries.peek(file.path);
    // The entry may have been evicted (or replaced) since `file` was returned: compress without caching then.
    const map = entry === file ? entry.encoded : new Map<Encoding, Promise<NonSharedBuffer>>();
    let pending = map.get(encoding);
    if (!pending) {
      pending = compress(file.body, encoding);
      map.set(encoding, pending);
      // A failed compression must not stick: drop it so a later request retries.
      pending.catch(() => map.delete(encoding));
    }
    return pending;
  }

  async #resolvedRoot(): Promise<string | undefined> {
    // Not memoised while missing: the root may be created (built) after the server starts.
    this.#realRoot ??= await realpath(this.root).catch(missingAsUndefined);
    return this.#realRoot;
  }
}

function compress(body: NonSharedBuffer, encoding: Encoding): Promise<NonSharedBuffer> {
  // Maximum levels: each body is compressed once and then served many times.
  return encoding === "br"
    ? compressBrotli(body, {
        params: {
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : compressGzip(body, { level: zlib.Z_BEST_COMPRESSION });
}

/** Whether `path` is `dir` itself or below it (both absolute and normalised). */
export function isInside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
}

function missingAsUndefined(error: unknown): undefined {
  if (error instanceof Error && "code" in error && typeof error.code === "string" && MISSING.has(error.code)) {
    return undefined;
  }
  throw error;
}
