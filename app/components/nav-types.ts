/**
 * `reloadDocument`: the page frames a document of ours (its PDF), which only its own Content-Security-Policy allows;
 * a client-side navigation would keep the policy of the page the visit started on, so links to it load it anew.
 */
export type MenuEntryLink = { to: string; name: string; description: string; logo: string; reloadDocument?: boolean };

export type Logo = { light: string; dark: string };

/**
 * theBox counts as active on the pages of its menu (the overview and every project page), whatever the spelling and
 * with or without a trailing slash. Reading the menu instead of the paths module keeps that module out of the shell.
 */
export function isBoxPath(pathname: string, entries: MenuEntryLink[]) {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  return entries.some((entry) => entry.to === path);
}
