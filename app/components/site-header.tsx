import { Link, NavLink } from "react-router";
import { BoxDropdown } from "./box-dropdown.tsx";
import { MainLinks } from "./main-links.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import type { Logo, MenuEntryLink } from "./nav-types.ts";
import { ThemeToggle } from "./theme-toggle.tsx";
import { words } from "../../model/words.ts";

type Props = { siteName: string; logo: Logo; boxMenu: MenuEntryLink[] };

/** The fixed top header: logo home, the four links (theBox a dropdown), the theme toggle and, on phones, the menu. */
export function SiteHeader({ siteName, logo, boxMenu }: Props) {
  return (
    <header className="site-header">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center rounded-md">
          {/* Both variants are in the page; CSS shows the theme's one, and lazy loading never fetches the hidden one. */}
          <img
            src={logo.light}
            alt={words.nav.logo(siteName)}
            width={168}
            height={40}
            loading="lazy"
            className="h-10 w-auto dark:hidden"
          />
          <img
            src={logo.dark}
            alt={words.nav.logo(siteName)}
            width={168}
            height={40}
            loading="lazy"
            className="hidden h-10 w-auto dark:block"
          />
        </Link>
        <nav aria-label={words.nav.label} className="hidden md:block">
          <ul className="flex items-center gap-7">
            <MainLinks
              link={({ page, to, label }) => (
                <NavLink to={to} end={page === "home"} prefetch="intent" className="nav-link">
                  {label}
                </NavLink>
              )}
              box={({ label }) => <BoxDropdown label={label} entries={boxMenu} />}
            />
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <MobileMenu entries={boxMenu} />
        </div>
      </div>
    </header>
  );
}
