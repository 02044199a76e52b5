import { useId, useRef, useState, type MouseEvent } from "react";
import { NavLink, useLocation } from "react-router";
import { Chevron, CloseIcon, MenuIcon } from "./icons.tsx";
import { MenuEntries } from "./menu-entries.tsx";
import { isBoxPath, type MenuEntryLink } from "./nav-types.ts";

/**
 * Below md: a hamburger that opens a full-height side panel on a native modal <dialog> (focus trap, Escape, inert
 * page and focus return to the hamburger come from the browser). Choosing a link closes it.
 */
export function MobileMenu({ entries }: { entries: MenuEntryLink[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [boxOpen, setBoxOpen] = useState(false);
  const { pathname } = useLocation();
  const boxId = useId();
  const close = () => dialog.current?.close();
  // A click on the backdrop lands on the <dialog> element itself.
  const onDialogClick = (event: MouseEvent) => {
    if (event.target === dialog.current) close();
  };

  return (
    <>
      <button
        type="button"
        className="icon-button md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <MenuIcon className="size-6" />
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop click is a mouse extra; Escape and the close button are the keyboard ways out */}
      <dialog ref={dialog} aria-label="Menu" className="side-panel" onClick={onDialogClick}>
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <span className="font-display text-lg font-bold">Menu</span>
          <button type="button" className="icon-button" aria-label="Close menu" onClick={close}>
            <CloseIcon className="size-6" />
          </button>
        </div>
        <nav aria-label="Main" className="px-3 py-4">
          <ul className="grid gap-1 text-lg">
            <li>
              <NavLink to="/" end onClick={close} className="nav-link block px-3 py-2">
                Home
              </NavLink>
            </li>
            <li>
              <button
                type="button"
                className="nav-link flex w-full items-center justify-between px-3 py-2"
                aria-expanded={boxOpen}
                aria-controls={boxId}
                aria-current={isBoxPath(pathname, entries) ? "page" : undefined}
                onClick={() => setBoxOpen(!boxOpen)}
              >
                theBox
                <Chevron className={`size-5 transition-transform ${boxOpen ? "rotate-180" : ""}`} />
              </button>
              <div id={boxId} hidden={!boxOpen} className="pb-2 pl-2 text-base">
                <MenuEntries entries={entries} onChoose={close} />
              </div>
            </li>
            <li>
              <NavLink to="/about" onClick={close} className="nav-link block px-3 py-2">
                About
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact" onClick={close} className="nav-link block px-3 py-2">
                Contact
              </NavLink>
            </li>
          </ul>
        </nav>
      </dialog>
    </>
  );
}
