import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { Chevron } from "./icons";
import { MenuEntries } from "./menu-entries";
import { isBoxPath, type MenuEntryLink } from "./nav-types";

/** The header's theBox disclosure: a button and a panel of nine entries (at most 90% of the viewport high). */
export function BoxDropdown({ entries }: { entries: MenuEntryLink[] }) {
  const { pathname } = useLocation();
  // Open only on the page where it was opened: any navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    close();
    button.current?.focus();
  };
  // Tabbing past the last entry closes the panel, so it never hangs open behind the keyboard user.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !root.current?.contains(next)) close();
  };

  return (
    <div ref={root} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="nav-link inline-flex items-center gap-1"
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={isBoxPath(pathname) ? "page" : undefined}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        theBox
        <Chevron className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-1/2 top-full mt-3 w-[22rem] -translate-x-1/2 overflow-y-auto overscroll-contain rounded-2xl border border-line bg-surface p-2 shadow-xl max-h-[90vh]"
      >
        <MenuEntries entries={entries} onChoose={close} />
      </div>
    </div>
  );
}
