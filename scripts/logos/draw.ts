// A project's logo from its initials: the first letters of its name's words that start with a capital or a digit
// ("Wall of Legends" → WL), at most two, on one of the menu logos' colour pairs (each readable, WCAG AA).

import { escapeMarkup } from "../../shared/escape.ts";

const PAIRS: readonly [background: string, text: string][] = [
  ["#e4572e", "#fff6ea"],
  ["#1b3a57", "#9fd3ff"],
  ["#f4a6a6", "#3a1414"],
  ["#8fb9a8", "#1d2b28"],
  ["#d7c4a3", "#2b2418"],
  ["#2d3a8c", "#ffd23f"],
  ["#f2c14e", "#2a1b08"],
  ["#111111", "#f2c14e"],
];

export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  const capitals = words.filter((word) => /^[\p{Lu}\d]/u.test(word));
  const letters = (capitals.length > 0 ? capitals : words).map((word) => [...word][0]!.toUpperCase());
  return (letters.length > 1 ? letters : [...(words[0] ?? "?")].slice(0, 2)).slice(0, 2).join("").toUpperCase();
}

export function logoSvg(slug: string, name: string): string {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  const [background, text] = PAIRS[hash % PAIRS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80">
<rect width="80" height="80" rx="18" fill="${background}"/>
<text x="40" y="51" text-anchor="middle" font-family="ui-rounded, 'Trebuchet MS', system-ui, sans-serif" font-size="30" font-weight="800" fill="${text}">${escapeMarkup(initials(name))}</text>
</svg>
`;
}
