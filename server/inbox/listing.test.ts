import { describe, expect, it } from "vitest";
import { oneLine, toTable } from "./listing.ts";
import { csvCell, toCsv } from "../../inbox/csv.ts";
import type { StoredMessage } from "../../inbox/store.ts";

const message = (overrides: Partial<StoredMessage> = {}): StoredMessage => ({
  id: 1,
  receivedAt: "2024-05-01T12:34:56.789Z",
  form: "contact",
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "Hello!",
  mail: "none",
  mailedAt: null,
  mailError: null,
  ...overrides,
});

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    [42, "42"],
    ["", ""],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["one\ntwo", '"one\ntwo"'],
    ["one\r\ntwo", '"one\r\ntwo"'],
    ["=1+1", "'=1+1"],
    ["+33 1 23", "'+33 1 23"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=cmd", "'\t=cmd"],
    ["\r=cmd", `"'\r=cmd"`],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    // Behind blanks a spreadsheet skips, and in fullwidth forms (OWASP CSV injection), still a formula.
    [" =1+1", "' =1+1"],
    ["\n=1+1", `"'\n=1+1"`],
    ["\uFEFF=1+1", "'\uFEFF=1+1"],
    ["\uFF1D1+1", "'\uFF1D1+1"],
    [" \t\uFF20SUM(A1)", "' \t\uFF20SUM(A1)"],
    ["\uFF0B1", "'\uFF0B1"],
    ["\uFF0D1", "'\uFF0D1"],
    // Small form signs, and signs behind zero-width or other invisible characters.
    ["\uFE661+1", "'\uFE661+1"],
    ["\uFE621", "'\uFE621"],
    ["\uFE631", "'\uFE631"],
    ["\uFE6BSUM(A1)", "'\uFE6BSUM(A1)"],
    ["\u200B=1+1", "'\u200B=1+1"],
    ["\u2060\u200D=1+1", "'\u2060\u200D=1+1"],
    ["\u3164=1+1", "'\u3164=1+1"],
    ["\t plain", "\t plain"],
    ["a=1", "a=1"],
    ["ok -", "ok -"],
  ])("%j → %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe("toCsv", () => {
  it("writes a header and one CRLF-terminated record per message", () => {
    const csv = toCsv([message(), message({ id: 2, name: "Bob, Jr.", message: 'Line 1\nLine "2"' })]);
    expect(csv).toBe(
      "id,receivedAt,form,name,email,message,mail,mailedAt,mailError\r\n" +
        "1,2024-05-01T12:34:56.789Z,contact,Ada Lovelace,ada@example.com,Hello!,none,,\r\n" +
        '2,2024-05-01T12:34:56.789Z,contact,"Bob, Jr.",ada@example.com,"Line 1\nLine ""2""",none,,\r\n',
    );
  });

  it("is just the header when there is nothing", () => {
    expect(toCsv([])).toBe("id,receivedAt,form,name,email,message,mail,mailedAt,mailError\r\n");
  });
});

describe("oneLine", () => {
  it("folds white space and neutralises what could rewrite the terminal", () => {
    expect(oneLine("  one\n\n two\tthree ")).toBe("one two three");
    expect(oneLine("a\u001b[2Jb\u009bc\u0000d")).toBe("a<U+001B>[2Jb<U+009B>c<U+0000>d");
    expect(oneLine("file\u202Etxt.exe \u2066x\u2069")).toBe("file<U+202E>txt.exe <U+2066>x<U+2069>");
    expect(oneLine("a\u200Bb\u2060c")).toBe("a<U+200B>b<U+2060>c");
    expect(oneLine("👩\u200D🎨")).toBe("👩\u200D🎨");
    expect(oneLine("👩‍🎨 ok")).toBe("👩‍🎨 ok");
  });
});

describe("toTable", () => {
  it("lines messages up under a header, one line each, cut to the width", () => {
    const table = toTable(
      [
        message({ id: 12, message: "A long message ".repeat(20) }),
        message({ id: 3, name: "Bo", email: "bo@example.com", message: "Short\nand sweet", mail: "failed" }),
      ],
      100,
    );
    const lines = table.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^# +Received \(UTC\) +Form +Name +Email +Mailed +Message$/);
    expect(lines[1]).toMatch(
      /^12 +2024-05-01 12:34 +contact +Ada Lovelace +ada@example\.com +- +A long message A long/,
    );
    expect(lines[1]).toMatch(/…$/);
    expect(lines[2]).toMatch(/ failed +Short and sweet$/);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(100);
    const column = (line: string | undefined) => line?.indexOf("ada@") ?? -1;
    expect(column(lines[1])).toBe(lines[0]?.indexOf("Email"));
  });

  it("cuts long names and e-mails, and keeps a readable message column on a narrow terminal", () => {
    const table = toTable([message({ name: "N".repeat(100), email: `${"e".repeat(100)}@example.com` })], 40);
    const row = table.split("\n")[1] ?? "";
    expect(row).toContain(`${"N".repeat(23)}…`);
    expect(row).toContain(`${"e".repeat(31)}…`);
    expect(row).toMatch(/Hello!$/);
  });
});
