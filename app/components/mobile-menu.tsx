import { useId, useRef, type MouseEvent } from "react";
import { NavLink } from "react-router";
import { Icon } from "./icons.tsx";
import { MainLinks } from "./main-links.tsx";
import { BoxSummary, MenuEntries } from "./menu-entries.tsx";
import type { MenuEntryLink } from "./nav-types.ts";
import { words } from "../../model/words.ts";

/**
 * Below md: a hamburger that opens a full-height side panel on a native modal <dialog>. Opening and closing are the
 * browser's (invoker commands, `closedby="any"` for Escape and a click on the backdrop), so they work before any script
 * has arrived; so do the focus trap, the inert page and focus going back to the hamburger. theBox inside is a
 * <details>. With scripts, choosing a link also closes the panel (without them, the link loads a new page), and so does
 * a click on the backdrop where the browser lacks `closedby`.
 */
export function MobileMenu({ entries }: { entries: MenuEntryLink[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const close = () => dialog.current?.close();
  // Safari has no `closedby` yet: there a click on the backdrop (it lands on the <dialog> itself) waits for scripts.
  const onDialogClick = (event: MouseEvent) => {
    if (event.target === dialog.current) close();
  };

  return (
    <>
      <button
        type="button"
        className="icon-button md:hidden"
        aria-label={words.nav.openMenu}
        aria-haspopup="dialog"
        commandfor={id}
        command="show-modal"
      >
        <Icon name="menu" className="size-6" />
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop click is a mouse extra; Escape and the close button are the keyboard ways out */}
      <dialog
        ref={dialog}
        id={id}
        aria-label={words.nav.menu}
        className="side-panel"
        closedby="any"
        onClick={onDialogClick}
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <span className="font-display text-lg font-bold">{words.nav.menu}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={words.nav.closeMenu}
            commandfor={id}
            command="close"
          >
            <Icon name="close" className="size-6" />
          </button>
        </div>
        <nav aria-label={words.nav.label} className="px-3 py-4">
          <ul className="grid gap-1 text-lg">
            <MainLinks
              link={({ page, to, label }) => (
                <NavLink
                  to={to}
                  end={page === "home"}
                  onClick={close}
                  prefetch="intent"
                  className="nav-link block px-3 py-2"
                >
                  {label}
                </NavLink>
              )}
              box={({ label }) => (
                <details className="group">
                  <BoxSummary
                    label={label}
                    entries={entries}
                    className="nav-link flex w-full items-center justify-between px-3 py-2"
                    chevron="size-5"
                  />
                  <div className="pb-2 pl-2 text-base">
                    <MenuEntries entries={entries} onChoose={close} />
                  </div>
                </details>
              )}
            />
          </ul>
        </nav>
      </dialog>
    </>
  );
}
