// A real SMTP server in the test's own process (the `smtp-server` package), standing in for the artist's mail
// provider: it keeps every mail it accepts, with its envelope, or refuses them all while `refusing` is set; it takes
// `delayMs` to answer each mail (a slow provider).

import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  /** The envelope's recipients: who the mail really goes to, whatever its headers say. */
  rcptTo: string[];
  /** Header names in lower case, each with its unfolded values. */
  headers: Map<string, string[]>;
  /** The body, quoted-printable decoded, with CRLF as \n. */
  text: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  refusing: boolean;
  delayMs: number;
  close(): Promise<void>;
}

/** Starts the sink on `port` (a free one by default) of the loopback. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const sink: Omit<SmtpSink, "url"> = {
    mails,
    refusing: false,
    delayMs: 0,
    close: () => new Promise((done) => server.close(done)),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (sink.delayMs > 0) await new Promise((wait) => setTimeout(wait, sink.delayMs));
        if (sink.refusing) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 450 }));
        mails.push(
          parseMail(
            Buffer.concat(chunks).toString("utf8"),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((listening) => server.listen(port, "127.0.0.1", listening));
  const { port: bound } = server.server.address() as AddressInfo;
  return Object.assign(sink, { url: `smtp://127.0.0.1:${bound}` });
}

function parseMail(raw: string, rcptTo: string[]): ReceivedMail {
  const [head = "", ...body] = raw.replace(/\r\n/g, "\n").split("\n\n");
  const headers = new Map<string, string[]>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  const qp = body.join("\n\n").replace(/=\n/g, "");
  const text = Buffer.from(
    qp.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  );
  return { rcptTo, headers, text: text.toString("utf8") };
}
