// The page's state that is not a draft: the studio's overview (her projects, the schemas, the preview, where she can
// publish), asked again until the preview is ready, every two seconds, and for a while after each save, every second,
// to hear when her page has taken it; and the screen, kept in the address (#/projects, #/file/<path>, #/new:<n>) so
// that Back and a reload keep her place.

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { call, type Overview } from "./api.ts";

export function useOverview() {
  const [overview, setOverview] = useState<Overview>();
  const [failed, setFailed] = useState<string>();
  const refresh = useCallback(
    () =>
      call<Overview>("overview").then(
        (answer) => {
          setOverview(answer);
          setFailed(undefined);
        },
        (error: Error) => setFailed(error.message),
      ),
    [],
  );
  const waiting = overview?.preview && !["ready", "stopped"].includes(overview.preview.state);
  useEffect(() => {
    if (!overview) void refresh();
    if (!waiting) return;
    const timer = setInterval(() => void refresh(), 2000);
    return () => clearInterval(timer);
  }, [overview, waiting, refresh]);
  // Each save: 20 seconds of asking, long enough for new pictures to be made on a busy computer.
  const [following, setFollowing] = useState(0);
  useEffect(() => {
    if (!following) return;
    const timer = setInterval(() => void refresh(), 1000);
    const end = setTimeout(() => setFollowing(0), 20_000);
    return () => {
      clearInterval(timer);
      clearTimeout(end);
    };
  }, [following, refresh]);
  const follow = useCallback(() => setFollowing((n) => n + 1), []);
  return { overview, failed, refresh, follow };
}

const subscribe = (changed: () => void) => {
  window.addEventListener("hashchange", changed);
  return () => window.removeEventListener("hashchange", changed);
};

/** The screen's key: a file's path (the box's order is content/box.json), or a new project's draft. */
export function useRoute(): string {
  const hash = useSyncExternalStore(subscribe, () => location.hash);
  if (hash.startsWith("#/file/")) return decodeURIComponent(hash.slice("#/file/".length));
  if (hash.startsWith("#/new:")) return hash.slice(2);
  return "content/box.json";
}

export const go = (key: string) => {
  location.hash = key === "content/box.json" ? "#/projects" : key.startsWith("new:") ? `#/${key}` : `#/file/${key}`;
};
