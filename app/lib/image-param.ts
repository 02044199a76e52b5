import { useCallback, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { IMAGE_PARAM } from "../../shared/paths.ts";
import { PUSHED_STATE, pushedByViewer, withImage } from "./viewer-url.ts";

// The viewer's state lives in the URL (`?image=<slug>`, docs/decisions/0004-viewer-url.md): opening a picture is a
// navigation, so Back closes it and a shared link opens it. The project page's galleries and the artwork page use it.

// False while React hydrates the prerendered HTML (which never shows the viewer), true from then on: a deep link's
// `?image=` opens the viewer right after hydration instead of breaking it.
const noSubscription = () => () => {};
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** `mask`: the address the bar shows meanwhile (the artwork's own page, to share). */
type Navigate = (slug: string, mask?: string) => void;

export function useImageParam(): { value: string | null; open: Navigate; move: Navigate; close: () => void } {
  const { search, hash, state } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // A new history entry, so Back closes the viewer; the page must not scroll under it. The current URL is read here
  // rather than from useLocation, so this callback, and whatever is memoised on it, does not change with it.
  const open = useCallback<Navigate>(
    (slug, mask) =>
      navigate(
        { search: withImage(window.location.search, slug) },
        { state: PUSHED_STATE, preventScrollReset: true, mask },
      ),
    [navigate],
  );
  return {
    value: hydrated ? new URLSearchParams(search).get(IMAGE_PARAM) : null,
    open,
    // Replaces the entry: stepping through 40 images must not take 40 Backs to leave the page.
    move: (slug, mask) =>
      navigate({ search: withImage(search, slug) }, { replace: true, state, preventScrollReset: true, mask }),
    // Going back undoes our own push, so the next Back leaves the page as expected. A deep link has nothing of ours to
    // go back to: its entry becomes the plain page.
    close: () =>
      pushedByViewer(state)
        ? void navigate(-1)
        : void navigate({ search: withImage(search, null), hash }, { replace: true, preventScrollReset: true }),
  };
}
