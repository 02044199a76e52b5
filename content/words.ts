// Every word of the site's own interface: the menus, buttons and labels, the pages' fixed headings, the 404 and error
// pages, and all the contact form can say. The words about the artist and the projects are in site.ts and projects/.
// Plain data with no imports, because the browser's scripts include it; content/words.test.ts checks it.

export const words = {
  skipLink: "Skip to content",
  nav: {
    label: "Main",
    home: "Home",
    box: "theBox",
    about: "About",
    contact: "Contact",
    logo: (siteName: string) => `${siteName}, home`,
    openMenu: "Open menu",
    menu: "Menu",
    closeMenu: "Close menu",
    darkTheme: "Dark theme",
  },
  returnToTop: "Return to top ↑",
  home: {
    /** The box picture's link: its alt text, then where it goes. */
    open: (alt: string) => `${alt}. Open theBox`,
  },
  overview: { tags: "Tags" },
  project: {
    visitWebsite: "Visit website",
    visitWebsiteOf: (title: string) => `Visit website of ${title} (opens in a new tab)`,
    download: (size: string) => `Download the brand guidelines (PDF, ${size})`,
    showcase: "Showcase",
  },
  artwork: {
    position: (number: number, count: number, section: string) => `${number} of ${count} in ${section}`,
    moreFrom: (section: string) => `More from ${section}`,
    previous: "Previous",
    next: "Next",
  },
  lightbox: { close: "Close", previous: "Previous image", next: "Next image" },
  about: {
    description: (siteName: string) => `About the illustrator and graphic designer behind ${siteName}.`,
    getInTouch: "Get in touch",
  },
  notFound: {
    title: "Page not found",
    description: "This page is not in the box.",
    heading: "This page slipped out of the box",
    text: "Whatever lived here has wandered off. Try one of these instead:",
  },
  error: { heading: "Something escaped the box", text: "This page could not be shown.", home: "Go back home" },
  /**
   * The contact form. The first four messages are the spec's error catalogue, word for word; the rest cover what the
   * spec leaves open (blank fields, the network, a server that never answers, progress) and what the inbox says on the
   * contact page to a browser that posted the form by itself (server/inbox/refusal-words.ts).
   */
  contact: {
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
  },
} as const;
