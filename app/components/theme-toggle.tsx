import { setTheme, useTheme } from "../lib/theme.ts";
import { Icon } from "./icons.tsx";
import { words } from "../../model/words.ts";

/** Switches between the light and dark themes; the choice overrides the system preference and is remembered. */
export function ThemeToggle() {
  const theme = useTheme();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={words.nav.darkTheme}
      aria-pressed={theme === undefined ? undefined : theme === "dark"}
      onClick={() => setTheme(theme === "dark" ? "light" : "dark")}
    >
      <Icon name="moon" className="size-5 dark:hidden" />
      <Icon name="sun" className="hidden size-5 dark:block" />
    </button>
  );
}
