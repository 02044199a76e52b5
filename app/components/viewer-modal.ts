import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Shows the dialog as a modal while mounted. On unmount (however the viewer closed: Escape, a button, Back) focus
 * goes back to the thumbnail that opened it, without scrolling, since the page has not moved. After a deep link there
 * is no such thumbnail: the shown image's own one is focused and scrolled to, showing where the picture lives.
 */
export function useModal(
  dialogRef: RefObject<HTMLDialogElement | null>,
  closingRef: RefObject<boolean>,
  openerRef: RefObject<HTMLElement | null>,
  slug: string | undefined,
) {
  const slugRef = useRef(slug);
  useLayoutEffect(() => {
    slugRef.current = slug;
  }, [slug]);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    closingRef.current = false;
    dialog.showModal();
    // The browser focuses the first button (zoom out); the one marked is where a visitor expects to start: Close.
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      closingRef.current = true;
      // Closed before it leaves the DOM: the page must not be inert when focus moves back to it.
      dialog.close();
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
      else if (slugRef.current) document.querySelector<HTMLElement>(`a[href$="/${slugRef.current}"]`)?.focus();
    };
  }, [dialogRef, closingRef, openerRef]);
}
