import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * Once a move to another page starts, the pictures of the page being left that have not arrived stop: on a slow link
 * they would share it with the next page's code and data, for a page the visitor is leaving. Not for the viewer's
 * moves (the page stays). A component of its own, so that only it renders again as a move starts and ends.
 */
export function QuietPictures() {
  const { pathname } = useLocation();
  const next = useNavigation().location?.pathname;
  useEffect(() => {
    if (!next || next === pathname) return;
    for (const img of document.querySelectorAll<HTMLImageElement>("main img"))
      if (!img.complete)
        for (const file of img.parentElement!.querySelectorAll("source, img")) {
          file.removeAttribute("srcset");
          file.removeAttribute("src");
        }
  }, [next, pathname]);
  return null;
}
