import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { closeDisclosure } from "./disclosure.ts";
import { BoxSummary, MenuEntries } from "./menu-entries.tsx";
import type { MenuEntryLink } from "./nav-types.ts";

/**
 * The header's theBox disclosure: a <details> whose summary opens a panel of nine entries (at most 90% of the viewport
 * high). It opens, and its links work, from the HTML alone, before any script has arrived. With scripts, Escape, a click
 * outside, focus moving outside and any navigation close it.
 */
export function BoxDropdown({ label, entries }: { label: string; entries: MenuEntryLink[] }) {
  const { pathname } = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const shownOn = useRef(pathname);

  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    closeDisclosure(details.current);
  }, [pathname]);

  // Listening all the time, not only while open: the visitor may have opened it before the scripts arrived.
  useEffect(() => {
    const outside = (target: EventTarget | null) => !details.current?.contains(target as Node);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeDisclosure(details.current, { focusSummary: true });
    };
    const onPointerDown = (event: PointerEvent) => outside(event.target) && closeDisclosure(details.current);
    const onFocusIn = (event: FocusEvent) => outside(event.target) && closeDisclosure(details.current);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, []);

  return (
    <details ref={details} className="group relative">
      <BoxSummary
        label={label}
        entries={entries}
        className="nav-link inline-flex items-center gap-1"
        chevron="size-4"
      />
      <div className="box-panel">
        {/* Choosing an entry hides the link that has focus: focus goes back to the summary, as after Escape (and as the
            mobile menu's dialog does), so a keyboard user goes on from the header instead of from nowhere. */}
        <MenuEntries entries={entries} onChoose={() => closeDisclosure(details.current, { focusSummary: true })} />
      </div>
    </details>
  );
}
