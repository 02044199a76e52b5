import { useSyncExternalStore } from "react";

export type Theme = "light" | "dark";

const KEY = "theme";
const EVENT = "themechange";

/**
 * Inlined in <head>: applies a remembered choice before the first paint, so there is no flash of the other theme.
 * Without a choice, CSS follows the system preference on its own.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem("${KEY}");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;

function systemTheme(): Theme {
  return matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

function currentTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  return chosen === "light" || chosen === "dark" ? chosen : systemTheme();
}

function subscribe(onChange: () => void) {
  const query = matchMedia("(prefers-color-scheme: dark)");
  query.addEventListener("change", onChange);
  window.addEventListener(EVENT, onChange);
  return () => {
    query.removeEventListener("change", onChange);
    window.removeEventListener(EVENT, onChange);
  };
}

/** The theme in effect; `undefined` while prerendering, when it cannot be known. */
export function useTheme(): Theme | undefined {
  return useSyncExternalStore(subscribe, currentTheme, () => undefined);
}

/** Applies and remembers the visitor's choice. */
export function setTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // Storage can be off (private mode, quota): the choice still applies to this page.
  }
  window.dispatchEvent(new Event(EVENT));
}
