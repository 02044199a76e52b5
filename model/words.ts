// Every word of the site's own interface that every page's scripts need: the skip link, the menus, Return to top, the
// picture viewer, the 404 and error pages. The pages' own words are in page-words.ts, the contact form's in
// contact-words.ts, the artist's and the projects' in site.ts and projects/. Plain data with no imports, because the
// browser's scripts include it; model/words.test.ts checks it.

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
  lightbox: { close: "Close", previous: "Previous image", next: "Next image" },
  notFound: {
    heading: "This page slipped out of the box",
    text: "Whatever lived here has wandered off. Try one of these instead:",
  },
  error: { heading: "Something escaped the box", text: "This page could not be shown.", home: "Go back home" },
} as const;
