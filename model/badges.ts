// The hashtag labels on the overview's project cards, each with its own colour as [background, text] pairs for the
// light and the dark theme. Every pair is readable (WCAG AA, checked by model/badges.test.ts). A label missing here
// is still shown, in neutral grey.

export type BadgeColours = { light: [string, string]; dark: [string, string] };

export const badges: Record<string, BadgeColours> = {
  "#illustration": { light: ["#f9dbd7", "#752215"], dark: ["#51261f", "#f9bdb4"] },
  "#characterDesign": { light: ["#f9e9d7", "#754815"], dark: ["#513a1f", "#f9d9b4"] },
  "#storyTelling": { light: ["#f9f7d7", "#756f15"], dark: ["#514e1f", "#f9f4b4"] },
  "#editorial": { light: ["#eef9d7", "#557515"], dark: ["#41511f", "#e2f9b4"] },
  "#webDesign": { light: ["#e0f9d7", "#2e7515"], dark: ["#2c511f", "#c6f9b4"] },
  "#conceptArt": { light: ["#d7f9db", "#157522"], dark: ["#1f5126", "#b4f9bd"] },
  "#logoDesign": { light: ["#d7f9e9", "#157548"], dark: ["#1f513a", "#b4f9d9"] },
  "#branding": { light: ["#d7f9f7", "#15756f"], dark: ["#1f514e", "#b4f9f4"] },
  "#graphicDesign": { light: ["#d7eef9", "#155575"], dark: ["#1f4151", "#b4e2f9"] },
  "#fanArt": { light: ["#d7e0f9", "#152e75"], dark: ["#1f2c51", "#b4c6f9"] },
  "#posterDesign": { light: ["#dbd7f9", "#221575"], dark: ["#261f51", "#bdb4f9"] },
  "#cardDesign": { light: ["#e9d7f9", "#481575"], dark: ["#3a1f51", "#d9b4f9"] },
  "#portrait": { light: ["#f7d7f9", "#6f1575"], dark: ["#4e1f51", "#f4b4f9"] },
  "#comicArt": { light: ["#f9d7ee", "#751555"], dark: ["#511f41", "#f9b4e2"] },
  "#visualIdentity": { light: ["#f9d7e0", "#75152e"], dark: ["#511f2c", "#f9b4c6"] },
};

/** Unknown labels: neutral grey in both themes. */
export const unknownBadge: BadgeColours = { light: ["#e7e5ea", "#3f3b45"], dark: ["#34303a", "#dcd8e0"] };

export const badgeColours = (label: string): BadgeColours => badges[label] ?? unknownBadge;
