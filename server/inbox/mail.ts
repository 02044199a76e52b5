// The mail that tells the artist of a message: to NOTIFY_TO, Reply-To the visitor, the message as plain text with
// when and where it was sent. Nodemailer writes it: it encodes every header (a visitor's name cannot add one; names
// with line breaks are refused before this anyway), takes the recipients from `to` alone, and dot-stuffs the body
// for SMTP, so a line holding only "." is sent as text.

import { createTransport } from "nodemailer";
import type { SendMailOptions } from "nodemailer";

export interface MailSettings {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  smtpUrl: string;
  to: string[];
  from: string;
}

/** What a mail is made of: the stored message and the page it was sent from. */
export interface MailMessage {
  name: string;
  email: string;
  message: string;
  receivedAt: string;
  page: string;
}

/** Sends one mail; rejects with the server's or the connection's error. */
export type SendMail = (mail: SendMailOptions) => Promise<void>;

export function composeMail(message: MailMessage, settings: MailSettings): SendMailOptions {
  const when = new Date(message.receivedAt).toUTCString();
  // The inbox refuses names with an encoded-word's "=?" (a mail reader would decode it into any text, line breaks
  // included); one stored before that rule still cannot open one in a header.
  const name = message.name.replaceAll("=?", "= ?");
  return {
    from: { name: "Mischief Box", address: settings.from },
    to: settings.to,
    replyTo: { name, address: message.email },
    subject: `New message from ${name}`,
    text: `${message.message}\n\n-- \nFrom ${message.name} <${message.email}>, ${when}, on ${message.page}.\nReply to this mail to answer them.\n`,
    // The visitor's own words, in their own encoding: no line is rewrapped or cut.
    textEncoding: "quoted-printable",
    // Nothing the visitor wrote reaches the envelope: the recipients are the artist's addresses only.
    envelope: { from: settings.from, to: settings.to },
  };
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
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
