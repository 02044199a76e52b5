import { BOX_PATH } from "~/route-paths";

export type MenuEntryLink = { to: string; name: string; description: string; logo: string };

export type Logo = { light: string; dark: string };

/** theBox counts as active on the overview and on every project page, whatever the spelling. */
export function isBoxPath(pathname: string) {
  const path = pathname.toLowerCase();
  return path === BOX_PATH || path.startsWith(`${BOX_PATH}/`);
}
