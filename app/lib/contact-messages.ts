// Every word the contact form can say, in one place. The first four are the spec's error catalogue, word for word; the
// rest cover what the spec leaves open (blank fields, the network, a server that never answers, progress).

export const MESSAGES = {
  /** Shown before every error text, in the field's own error line. */
  errorLead: "Oh, snap!",
  invalidEmail: "Please enter a valid email address.",
  failed: "Something went wrong. Please try again.",
  sent: "Well done! Your message has been sent successfully.",
  blankName: "Please enter your name.",
  blankMessage: "Please write a message.",
  network: "The network failed before your message could be sent. Check your connection and try again.",
  timeout: "No answer came back in time, so your message may not have arrived. Please try again.",
  sending: "Sending your message…",
  button: "Send Message",
  buttonBusy: "Sending…",
} as const;
