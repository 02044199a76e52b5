import { describe, expect, it } from "vitest";
import { bodyKind, FilePart, MAX_FIELDS, parseBody, type BodyKind } from "./body.ts";

const bytes = (text: string | Buffer) => new Uint8Array(Buffer.from(text));
const parse = (kind: BodyKind, contentType: string, body: string | Buffer) => parseBody(kind, contentType, bytes(body));
const fieldsOf = async (kind: BodyKind, contentType: string, body: string | Buffer) => {
  const parsed = await parse(kind, contentType, body);
  if (!parsed.ok) throw new Error(parsed.reason);
  return Object.fromEntries(parsed.fields);
};
describe("bodyKind", () => {
  it.each([
    ["multipart/form-data; boundary=x", "multipart"],
    ["Multipart/Form-Data;boundary=x", "multipart"],
    ["application/x-www-form-urlencoded", "urlencoded"],
    ["application/x-www-form-urlencoded;charset=UTF-8", "urlencoded"],
    ["application/json", "json"],
    [" APPLICATION/JSON ; charset=utf-8", "json"],
  ])("%s is %s", (contentType, kind) => {
    expect(bodyKind(contentType)).toBe(kind);
  });

  it.each([
    undefined,
    "",
    "text/plain",
    "application/xml",
    "multipart/mixed; boundary=x",
    "application/jsonx",
    "json",
    "constructor",
    "__proto__",
    "toString",
  ])("%j is not taken", (contentType) => {
    expect(bodyKind(contentType)).toBeUndefined();
  });
});

const multipart = (boundary: string, ...parts: string[]) =>
  parts.map((part) => `--${boundary}\r\n${part}\r\n`).join("") + `--${boundary}--\r\n`;
const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;

describe("parseBody: multipart and JSON", () => {
  it("reads multipart fields as a browser sends them, first value winning", async () => {
    const body = multipart("XyZ", field("name", "Ada"), field("message", "one\r\ntwo"), field("name", "Eve"));
    expect(await fieldsOf("multipart", "multipart/form-data; boundary=XyZ", body)).toEqual({
      name: "Ada",
      message: "one\r\ntwo",
    });
  });

  it("keeps an uploaded file as a file (never as text)", async () => {
    const upload = `Content-Disposition: form-data; name="name"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nAda`;
    const fields = await fieldsOf("multipart", "multipart/form-data; boundary=b", multipart("b", upload));
    expect(fields.name).toBeInstanceOf(FilePart);
  });

  it.each([
    ["truncated", "multipart/form-data; boundary=XyZ", `--XyZ\r\nContent-Disposition: form-data; name="na`],
    ["without its closing boundary", "multipart/form-data; boundary=XyZ", `--XyZ\r\n${field("name", "Ada")}\r\n`],
    ["with another boundary", "multipart/form-data; boundary=other", multipart("XyZ", field("name", "Ada"))],
    ["without a boundary parameter", "multipart/form-data", multipart("XyZ", field("name", "Ada"))],
    ["with an empty boundary", "multipart/form-data; boundary=", multipart("XyZ", field("name", "Ada"))],
    [
      "without a field name",
      "multipart/form-data; boundary=XyZ",
      multipart("XyZ", "Content-Disposition: form-data\r\n\r\nx"),
    ],
    ["empty", "multipart/form-data; boundary=XyZ", ""],
  ])("rejects a multipart body %s", async (_, contentType, body) => {
    expect(await parse("multipart", contentType, body)).toEqual({
      ok: false,
      status: 400,
      reason: "The multipart body is malformed",
    });
  });

  it("reads JSON members in order, the first of duplicate keys winning, nested ones left alone", async () => {
    const body =
      '{ "name" : "Ada", "email":"a@example.com", "n\\u0061me": "Eve", "extra": {"name": "x", "list": ["}", {"a": "]"}]},' +
      ' "message": "one\\"two", "flag": false, "none": null, "num": -1.5e3 }';
    expect(await fieldsOf("json", "application/json", body)).toEqual({
      name: "Ada",
      email: "a@example.com",
      extra: { name: "x", list: ["}", { a: "]" }] },
      message: 'one"two',
      flag: false,
      none: null,
      num: -1500,
    });
  });
});

describe("parseBody: refusals", () => {
  it.each([
    [
      "multipart",
      "multipart/form-data; boundary=XyZ",
      multipart(
        "XyZ",
        ...Array.from({ length: MAX_FIELDS + 1 }, (_, i) => `Content-Disposition: form-data; name="f${i}"\r\n\r\n`),
      ),
    ],
    [
      "urlencoded",
      "application/x-www-form-urlencoded",
      Array.from({ length: MAX_FIELDS + 1 }, (_, i) => `f${i}=`).join("&"),
    ],
    [
      "json",
      "application/json",
      JSON.stringify(Object.fromEntries(Array.from({ length: MAX_FIELDS + 1 }, (_, i) => [`f${i}`, ""]))),
    ],
  ] as const)(
    "refuses a %s body with more than MAX_FIELDS fields, before parsing it",
    async (kind, contentType, body) => {
      expect(await parse(kind, contentType, body)).toEqual({
        ok: false,
        status: 413,
        reason: `The body has more than ${MAX_FIELDS} fields`,
      });
    },
  );

  it.each([
    [
      "multipart",
      "multipart/form-data; boundary=XyZ",
      multipart(
        "XyZ",
        ...Array.from({ length: MAX_FIELDS }, (_, i) => `Content-Disposition: form-data; name="f${i}"\r\n\r\n`),
      ),
    ],
    [
      "urlencoded",
      "application/x-www-form-urlencoded",
      Array.from({ length: MAX_FIELDS }, (_, i) => `f${i}=`).join("&"),
    ],
    [
      "json",
      "application/json",
      JSON.stringify(Object.fromEntries(Array.from({ length: MAX_FIELDS }, (_, i) => [`f${i}`, ""]))),
    ],
  ] as const)("takes a %s body of exactly MAX_FIELDS fields", async (kind, contentType, body) => {
    expect((await parse(kind, contentType, body)).ok).toBe(true);
  });

  // Ways an outside probe stored thousands of parts when a pre-count and the parser read the boundary differently.
  it.each([
    ["a quoted boundary with an escaped quote", 'multipart/form-data; boundary="a\\"b"', 'a"b'],
    [
      "a boundary named inside another parameter's quotes",
      'multipart/form-data; x="; boundary=fake"; boundary=real',
      "real",
    ],
    ["a plain boundary", "multipart/form-data; boundary=real", "real"],
  ])("refuses more than MAX_FIELDS parts behind %s", async (_, contentType, boundary) => {
    const parts = Array.from({ length: 2003 }, (_, i) => field(`f${i}`, ""));
    expect(await parse("multipart", contentType, multipart(boundary, ...parts))).toMatchObject({
      ok: false,
      status: 413,
    });
  });
});

describe("parseBody: parts and limits", () => {
  it("counts file parts, empty ones too", async () => {
    const upload = `Content-Disposition: form-data; name="f"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const body = multipart("b", ...Array.from({ length: 1000 }, () => upload));
    expect(await parse("multipart", "multipart/form-data; boundary=b", body)).toMatchObject({ ok: false, status: 413 });
  });
});

describe("parseBody: URL-encoded, any JSON values, and text", () => {
  it("reads URL-encoded fields, first value winning", async () => {
    const body = "name=Ada+Lovelace&email=ada%40example.com&message=one%0D%0Atwo&name=Eve&empty=";
    expect(await fieldsOf("urlencoded", "application/x-www-form-urlencoded", body)).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "one\r\ntwo",
      empty: "",
    });
  });

  it("never stumbles on odd URL encoding: bad escapes stay, bad UTF-8 becomes U+FFFD", async () => {
    expect(await fieldsOf("urlencoded", "application/x-www-form-urlencoded", "a=%zz%&b=%E0%A4%A&&=&c")).toEqual({
      a: "%zz%",
      b: "\uFFFD%A",
      "": "",
      c: "",
    });
  });

  it("reads a JSON object with any values", async () => {
    const body = JSON.stringify({ name: "Ada", tags: ["a"], n: 1, nested: { x: null } });
    expect(await fieldsOf("json", "application/json", body)).toEqual({
      name: "Ada",
      tags: ["a"],
      n: 1,
      nested: { x: null },
    });
  });

  it("keeps __proto__ as a plain field name", async () => {
    const fields = await fieldsOf("json", "application/json", `{"__proto__":{"polluted":1},"name":"Ada"}`);
    expect(Object.keys(fields)).toEqual(["__proto__", "name"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ["", "The JSON body is malformed"],
    ["{", "The JSON body is malformed"],
    [`{"name": "Ada",}`, "The JSON body is malformed"],
    ["name=Ada", "The JSON body is malformed"],
    ["[]", "The JSON body must be an object"],
    ["null", "The JSON body must be an object"],
    ['"Ada"', "The JSON body must be an object"],
    ["42", "The JSON body must be an object"],
    ["[".repeat(100_000) + "]".repeat(100_000), "The JSON body must be an object"],
  ])("rejects the JSON body %j", async (body, reason) => {
    expect(await parse("json", "application/json", body)).toEqual({ ok: false, status: 400, reason });
  });

  it("decodes invalid UTF-8 to U+FFFD in every encoding, and drops a byte order mark", async () => {
    const bad = Buffer.from([0x41, 0xff, 0xfe, 0x42]);
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const json = Buffer.concat([bom, Buffer.from('{"name":"'), bad, Buffer.from('"}')]);
    expect(await fieldsOf("json", "application/json", json)).toEqual({ name: "A\uFFFD\uFFFDB" });
    const form = Buffer.concat([Buffer.from("name="), bad]);
    expect(await fieldsOf("urlencoded", "application/x-www-form-urlencoded", form)).toEqual({ name: "A\uFFFD\uFFFDB" });
    const part = Buffer.concat([Buffer.from(`--b\r\n${field("name", "")}`), bad, Buffer.from("\r\n--b--\r\n")]);
    expect(await fieldsOf("multipart", "multipart/form-data; boundary=b", part)).toEqual({ name: "A\uFFFD\uFFFDB" });
  });
});
