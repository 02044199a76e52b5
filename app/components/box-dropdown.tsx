import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Chevron } from "./icons.tsx";
import { MenuEntries } from "./menu-entries.tsx";
import { isBoxPath, type MenuEntryLink } from "./nav-types.ts";

/** The header's theBox disclosure: a button and a panel of nine entries (at most 90% of the viewport high). */
export function BoxDropdown({ entries }: { entries: MenuEntryLink[] }) {
  const { pathname } = useLocation();
  // Open only on the page where it was opened: any navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Choosing an entry hides the link that has focus: focus goes back to the button, as after Escape (and as the mobile
  // menu's dialog does), so a keyboard user goes on from the header instead of from nowhere.
  const closeToButton = () => {
    setOpenOn(null);
    button.current?.focus();
  };
  const panelId = useId();

  // While open: Escape (focus back to the button), a click outside, or focus moving outside closes the panel, so it
  // never hangs open behind a keyboard user who tabbed past it.
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => !root.current?.contains(target as Node);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeToButton();
    };
    const onPointerDown = (event: PointerEvent) => outside(event.target) && setOpenOn(null);
    const onFocusIn = (event: FocusEvent) => outside(event.target) && setOpenOn(null);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="nav-link inline-flex items-center gap-1"
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={isBoxPath(pathname, entries) ? "page" : undefined}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        theBox
        <Chevron className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={panelId} hidden={!open} className="box-panel">
        <MenuEntries entries={entries} onChoose={closeToButton} />
      </div>
    </div>
  );
}
