// The mailer of `npm start`: SMTP through nodemailer, which encodes every header, takes the recipients from the
// explicit envelope alone, and dot-stuffs the body, so a line holding only "." is sent as text.

import { createTransport } from "nodemailer";
import type { Recipients, SendMail } from "../../inbox/mail.ts";

export interface MailSettings extends Recipients {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  smtpUrl: string;
}

/** A pooled SMTP connection (a few at a time), closed by `close`. */
export function smtpSender(settings: MailSettings): { send: SendMail; close: () => void } {
  // Short timeouts: a mail server that stops answering fails the attempt, which the outbox retries.
  const transport = createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (mail) => {
      await transport.sendMail({
        ...mail,
        // The visitor's own words, in their own encoding: no line is rewrapped or cut.
        textEncoding: "quoted-printable",
        // Nothing the visitor wrote reaches the envelope: the recipients are the artist's addresses only.
        envelope: { from: mail.from.address, to: mail.to },
      });
    },
    close: () => transport.close(),
  };
}
