import { z } from "zod";
import { PAGES } from "../shared/paths.ts";
import { hashtag, nonEmptyText } from "./schema.ts";

// The schemas of the interface's words (content/words/*.json) and the badges' colours (content/badges.json). Every
// word must say something; a template must keep each of its {placeholders}, which the site fills in.

/** The pages the main menu links. */
const NAV_PAGES = Object.keys(PAGES) as [keyof typeof PAGES, ...(keyof typeof PAGES)[]];

const word = (description?: string) => (description ? nonEmptyText.meta({ description }) : nonEmptyText);

/** Words with {placeholders} the site fills in: each one must stay. */
const template = (description: string, ...names: string[]) =>
  nonEmptyText
    .refine((value) => names.every((name) => value.includes(`{${name}}`)), {
      error: `must keep ${names.map((name) => `{${name}}`).join(" and ")}, which the site fills in`,
    })
    .meta({ description: `${description} Keep ${names.map((name) => `{${name}}`).join(" and ")}.` });

/** content/words/common.json: the words every page can show. */
export const commonWordsSchema = z.strictObject({
  skipLink: word("The first link of every page, for keyboards: it skips the menus."),
  nav: z.strictObject({
    label: word("The main menu's name, for screen readers."),
    links: z
      .array(
        z.strictObject({
          page: z.enum(NAV_PAGES).meta({ description: `One of ${NAV_PAGES.join(", ")}.` }),
          label: word("Its words in the menus; theBox's also name the overview and the projects' menu."),
        }),
      )
      .refine((links) => links.length === NAV_PAGES.length && NAV_PAGES.every((p) => links.some((l) => l.page === p)), {
        error: `must link each of ${NAV_PAGES.join(", ")} once, in the order the menus show them`,
      })
      .meta({ description: "The main menu: the header's, the phone menu's and the 404 page's links, in order." }),
    logo: template("The logo's link, for screen readers.", "siteName"),
    openMenu: word(),
    menu: word(),
    closeMenu: word(),
    darkTheme: word(),
  }),
  returnToTop: word(),
  viewer: z.strictObject({
    close: word(),
    previous: word(),
    next: word(),
    zoomIn: word("The button that enlarges the picture (also the + key, a double-click, a pinch or Ctrl + wheel)."),
    zoomOut: word("The button that makes the enlarged picture smaller (also the - key)."),
    fit: word("The button that shows the whole picture again (also the 0 key)."),
  }),
  notFound: z.strictObject({ heading: word(), text: word() }),
  error: z.strictObject({ heading: word(), text: word(), home: word() }),
});

/** content/words/pages.json: the words of single pages. */
export const pageWordsSchema = z.strictObject({
  home: z.strictObject({ open: template("The box picture's link: its alt text, then where it goes.", "alt") }),
  overview: z.strictObject({ tags: word("The name of a card's list of badges, for screen readers.") }),
  project: z.strictObject({
    visitWebsite: word("The tooltip of a project's website link."),
    visitWebsiteOf: template("The website link's name, for screen readers.", "title"),
    download: template("The brand guidelines' download link.", "size"),
    showcase: word("The heading above a project's galleries."),
    pair: template("A pair of pictures side by side in a twins gallery, as screen readers name it.", "number", "count"),
  }),
  artwork: z.strictObject({
    position: template("Where an artwork is in its section.", "number", "count", "section"),
    moreFrom: template("The heading of the section's other artworks.", "section"),
    previous: word(),
    next: word(),
    fullSize: word("Under the picture: the link to its largest file, where it can be enlarged."),
  }),
  about: z.strictObject({
    description: template("The about page's description for search results.", "siteName"),
    getInTouch: word("The about page's link to the contact page."),
  }),
  notFound: z.strictObject({ title: word(), description: word() }),
});

/** content/words/contact.json: what the contact form says. */
export const contactWordsSchema = z.strictObject({
  heading: word(),
  description: template("The contact page's description for search results.", "siteName"),
  labels: z.strictObject({ name: word(), email: word(), message: word() }),
  placeholders: z.strictObject({ name: word(), email: word(), message: word() }),
  honeypot: word("The label of the spam trap, which people never see."),
  errorLead: word("Shown before every error, in the field's error line."),
  invalidEmail: word(),
  failed: word("When the message could not be sent."),
  sent: word("When the message arrived."),
  blankName: word(),
  blankMessage: word(),
  network: word(),
  timeout: word(),
  tooLong: template("A field longer than its limit.", "what", "limit"),
  controlCharacters: template("A field with invisible control characters.", "what"),
  rateLimited: word(),
  tooLarge: word(),
  sending: word(),
  button: word(),
  buttonBusy: word(),
});

const colour = z.string().regex(/^#[0-9a-f]{6}$/i, "must be a colour like #1f5126");
const pair = z.tuple([colour, colour]).meta({ description: "[background, text]" });
const badgeColours = z.strictObject({ light: pair, dark: pair });

/** content/badges.json: each label's colours in the light and the dark theme, and those of unknown labels. */
export const badgesSchema = z.strictObject({
  badges: z.record(hashtag, badgeColours),
  unknown: badgeColours,
});

/** WCAG 2 contrast ratio of two colours like #1f5126. */
export function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, blue] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * blue;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** content/words/inbox.json: what her inbox page (/inbox) says to her. */
export const inboxWordsSchema = z.strictObject({
  title: word("The inbox page's title, in the browser's tab."),
  passkeyFor: word("What her passkeys are saved as, in her password manager or phone."),
  skipLink: word("The first link of the page, for keyboards: it skips the menu."),
  noScript: word("Shown where a passkey is needed but the browser runs no scripts."),
  signIn: z.strictObject({
    heading: word(),
    text: word(),
    button: word(),
    failed: word("After a sign-in that did not work, whatever the reason (nothing tells a stranger more)."),
    tooMany: word("After too many sign-ins in a minute."),
  }),
  invite: z.strictObject({
    heading: word(),
    text: word(),
    name: word("The label of the passkey's name."),
    defaultName: word("The name a passkey gets when she gives none."),
    button: word(),
    invalid: word("An invite link that is unknown, used or past its 15 minutes."),
  }),
  nav: z.strictObject({
    label: word("The inbox menu's name, for screen readers."),
    messages: word(),
    passkeys: word(),
    activity: word(),
    signOut: word(),
    signOutEverywhere: word(),
  }),
  list: z.strictObject({
    heading: word(),
    searchLabel: word(),
    search: word(),
    folders: z.strictObject({ all: word(), unread: word(), spam: word(), failed: word(), bin: word() }),
    foldersLabel: word("The name of the list of folders, for screen readers."),
    empty: word(),
    noMatch: template("When a search finds nothing.", "query"),
    binNote: word("Above the bin: how long a deleted message is kept."),
    unread: word("The mark of a message not read yet."),
    newer: word(),
    older: word(),
    export: word(),
  }),
  message: z.strictObject({
    from: word(),
    received: word(),
    reply: word("The link that opens her mail program with a reply."),
    back: word(),
    markRead: word(),
    markUnread: word(),
    spam: word(),
    notSpam: word(),
    delete: word(),
    deleted: word("After a message went to the bin."),
    undo: word(),
    restore: word(),
    mailed: template("The mail to her went out.", "when"),
    pending: word("The mail to her is waiting to go out."),
    failed: template("The mail to her failed; it is tried again.", "error"),
    none: word("No mail was sent for it (mail off, or spam)."),
    sendAgain: word(),
    sendingAgain: word("After she asked to send the mail again."),
    notFound: word(),
  }),
  passkeys: z.strictObject({
    heading: word(),
    text: word(),
    name: word(),
    rename: word(),
    remove: word(),
    lastOne: word("Why her only passkey cannot be removed."),
    added: template("When a passkey was added.", "when"),
    used: template("When a passkey was last used.", "when"),
    neverUsed: word(),
    addHeading: word(),
    addText: word(),
    addButton: word(),
    addFailed: word(),
  }),
  activity: z.strictObject({
    heading: word(),
    text: word(),
    when: word(),
    what: word(),
    where: word(),
    commandLine: word("Where an invite made on the command line came from."),
    events: z.strictObject({
      signIn: word(),
      signInRefused: word(),
      inviteMade: word(),
      inviteUsed: word(),
      passkeyAdded: word(),
      passkeyRenamed: word(),
      passkeyRemoved: word(),
      signOut: word(),
      signOutEverywhere: word(),
    }),
  }),
  refused: z.strictObject({
    heading: word(),
    expired: word("A form sent from an old page or from another site."),
    tooMany: word(),
  }),
});
