// The mailer on the edge: the platform's e-mail binding, which sends to the account's verified addresses and encodes
// every header itself (a visitor's name or address cannot add one).

import type { SendEmail } from "./platform.ts";
import type { SendMail } from "../inbox/mail.ts";

export const bindingMailer =
  (binding: SendEmail): SendMail =>
  async ({ from, to, replyTo, subject, text }) => {
    await binding.send({
      from: { email: from.address, name: from.name },
      to,
      replyTo: { email: replyTo.address, name: replyTo.name },
      subject,
      text,
    });
  };
