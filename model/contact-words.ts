// Every word the contact form can say, and the inbox's page for a browser that posted the form by itself
// (server/inbox/refusal-words.ts). Apart from words.ts so that only the contact page's scripts carry them. Plain data
// with no imports; model/words.test.ts checks it.

/**
 * The contact form. The first four messages are the spec's error catalogue, word for word; the rest cover what the
 * spec leaves open (blank fields, the network, a server that never answers, progress) and what the inbox says on the
 * contact page to a browser that posted the form by itself (server/inbox/refusal-words.ts).
 */
export const contactWords = {
  heading: "Contact",
  description: (siteName: string) => `Send ${siteName} a message.`,
  labels: { name: "Name", email: "Email", message: "Message" },
  placeholders: { name: "John Doe", email: "john@example.com", message: "Write your message here..." },
  /** The bots' trap: never seen by people, but a label all the same. */
  honeypot: "Leave this empty",
  /** Shown before every error text, in the field's own error line. */
  errorLead: "Oh, snap!",
  invalidEmail: "Please enter a valid email address.",
  failed: "Something went wrong. Please try again.",
  sent: "Well done! Your message has been sent successfully.",
  blankName: "Please enter your name.",
  blankMessage: "Please write a message.",
  network: "The network failed before your message could be sent. Check your connection and try again.",
  timeout: "No answer came back in time, so your message may not have arrived. Please try again.",
  tooLong: (what: string, limit: number) =>
    `Please shorten your ${what} to ${limit.toLocaleString("en")} characters or fewer.`,
  controlCharacters: (what: string) => `Please remove the invisible control characters from your ${what}.`,
  // These two refusals come before the body is read, so the page cannot give the text back: the browser's history can.
  rateLimited:
    "You have sent several messages in a short while. Please wait a minute, then go back and send yours again.",
  tooLarge: "Your message is too long to be sent. Please go back and shorten it.",
  sending: "Sending your message…",
  button: "Send Message",
  buttonBusy: "Sending…",
} as const;
