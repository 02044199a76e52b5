// Reading a submission's body: the three encodings a Formspree endpoint accepts, read under a byte limit and parsed
// into plain fields. Parsing is left to the platform (FormData, URLSearchParams, JSON); this file decides what is
// acceptable and turns every failure into a value, so bad input can never become a 5xx.
//
// Text is always UTF-8 (what browsers send from a UTF-8 page, and what JSON must be); invalid bytes become U+FFFD, as
// the platform's own decoders do, rather than turning a visitor's message away.

export type BodyKind = "multipart" | "urlencoded" | "json";

/** Field name → value: a string, or for JSON anything JSON holds, or a File for a multipart upload. First one wins. */
export type Fields = ReadonlyMap<string, unknown>;

export type ParsedBody = { ok: true; fields: Fields } | { ok: false; reason: string };

// A Map, not an object literal: a Content-Type of "constructor" must not find Object.prototype's.
const KINDS = new Map<string, BodyKind>([
  ["multipart/form-data", "multipart"],
  ["application/x-www-form-urlencoded", "urlencoded"],
  ["application/json", "json"],
]);

/** The encoding named by a Content-Type header, or undefined when it is missing or one we do not take. */
export function bodyKind(contentType: string | undefined): BodyKind | undefined {
  const essence = contentType?.split(";", 1)[0]?.trim().toLowerCase();
  return essence === undefined ? undefined : KINDS.get(essence);
}

/**
 * The whole body, or "too-large" when it is over `limit` bytes, without ever holding more than that. Rejects if the
 * client goes away mid-body.
 *
 * A body with a Content-Length (what browsers send) is refused unread when the length is over the limit; otherwise it
 * is read in one go: the HTTP parser delivers exactly the declared bytes, and reading them whole is the node server's
 * fast path (a stream costs more than the rest of the request together). A body without one (chunked) is counted as
 * it streams in, and left unread as soon as it passes the limit.
 */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null) {
    if (Number(declared) > limit) return "too-large";
    const bytes = new Uint8Array(await request.arrayBuffer());
    return bytes.byteLength > limit ? "too-large" : bytes; // only a request made in-process can lie about its length
  }
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.releaseLock();
      return "too-large";
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

export async function parseBody(
  kind: BodyKind,
  contentType: string,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<ParsedBody> {
  switch (kind) {
    case "multipart":
      try {
        const form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
        return { ok: true, fields: firstOfEach(form.entries()) };
      } catch {
        return { ok: false, reason: "The multipart body is malformed" };
      }
    case "urlencoded":
      return { ok: true, fields: firstOfEach(new URLSearchParams(decode(bytes)).entries()) };
    case "json": {
      let value: unknown;
      try {
        value = JSON.parse(decode(bytes));
      } catch {
        return { ok: false, reason: "The JSON body is malformed" };
      }
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        return { ok: false, reason: "The JSON body must be an object" };
      }
      return { ok: true, fields: new Map(Object.entries(value)) };
    }
  }
}

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function firstOfEach(entries: Iterable<[string, unknown]>): Fields {
  const fields = new Map<string, unknown>();
  for (const [name, value] of entries) if (!fields.has(name)) fields.set(name, value);
  return fields;
}
