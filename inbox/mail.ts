// The mail that tells the artist of a message: to her addresses, Reply-To the visitor, the message as plain text with
// when and where it was sent. What carries it is the runtime's (the mailer: SMTP on `npm start`, the e-mail binding
// on the edge); both encode every header, so a visitor's name cannot add one (names with line breaks are refused
// before this anyway), and both take the recipients from `to` alone.

/** Who is told, and from which address. */
export interface Recipients {
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

export interface Mailbox {
  name: string;
  address: string;
}

/** A mail as the inbox writes it, before a mailer encodes it. */
export interface Mail {
  from: Mailbox;
  to: string[];
  replyTo: Mailbox;
  subject: string;
  text: string;
}

/** The mailer: sends one mail; rejects with the mail service's or the connection's error. */
export type SendMail = (mail: Mail) => Promise<void>;

export function composeMail(message: MailMessage, recipients: Recipients): Mail {
  const when = new Date(message.receivedAt).toUTCString();
  // The inbox refuses names with an encoded-word's "=?" (a mail reader would decode it into any text, line breaks
  // included); one stored before that rule still cannot open one in a header.
  const name = message.name.replaceAll("=?", "= ?");
  return {
    from: { name: "Mischief Box", address: recipients.from },
    to: recipients.to,
    replyTo: { name, address: message.email },
    subject: `New message from ${name}`,
    text: `${message.message}\n\n-- \nFrom ${message.name} <${message.email}>, ${when}, on ${message.page}.\nReply to this mail to answer them.\n`,
  };
}
