import type { CSSProperties } from "react";

export type BadgeData = { label: string; light: [string, string]; dark: [string, string] };

/** A hashtag pill in the badge's own colours, for whichever theme is in effect. */
export function Badge({ badge }: { badge: BadgeData }) {
  const style: CSSProperties = {
    backgroundColor: `light-dark(${badge.light[0]}, ${badge.dark[0]})`,
    color: `light-dark(${badge.light[1]}, ${badge.dark[1]})`,
  };
  return (
    <li className="rounded-full px-2.5 py-0.5 text-xs font-semibold" style={style}>
      {badge.label}
    </li>
  );
}
