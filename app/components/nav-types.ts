import { BOX_PATH } from "~/route-paths";

/**
 * `reloadDocument`: the page frames a document of ours (its PDF), which only its own Content-Security-Policy allows;
 * a client-side navigation would keep the policy of the page the visit started on, so links to it load it anew.
 */
export type MenuEntryLink = { to: string; name: string; description: string; logo: string; reloadDocument?: boolean };

export type Logo = { light: string; dark: string };

/** theBox counts as active on the overview and on every project page, whatever the spelling. */
export function isBoxPath(pathname: string) {
  const path = pathname.toLowerCase();
  return path === BOX_PATH || path.startsWith(`${BOX_PATH}/`);
}
