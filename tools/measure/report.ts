// How `npm run bench:pages` reduces its timings and words its verdicts: the median of repeated runs, times in
// milliseconds or seconds, a reported figure beside its aim, and the budgets of a move between pages.

/** The middle value (the lower middle of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
}

export const ms = (time: number) => (Number.isFinite(time) ? `${Math.round(time)} ms` : "none");

const seconds = (time: number, digits: number) => `${(time / 1000).toFixed(digits)} s`;

/** Within a budget: not over it, and measured at all (a NaN never passes). */
export const within = (time: number, budget: number) => time <= budget;

/** A figure that is reported, not gated, beside its aim: "1.31 s (aim 1.5 s)", marked when over it. */
export const againstAim = (time: number, aim: number) =>
  `${seconds(time, 2)} (aim ${seconds(aim, 1)})${within(time, aim) ? "" : " over"}`;

/** What a timing over its budget misses, in words ("tap → picture 212 ms > 150 ms"); none when within. */
export const timeMisses = (what: string, time: number, budget: number): string[] =>
  within(time, budget) ? [] : [`${what} ${ms(time)} > ${ms(budget)}`];

/**
 * A move to another page of the site: within `budget`, and never slower than loading that page afresh (measured in
 * the same run). The reasons it misses, none when it holds.
 */
export const moveMisses = (move: number, coldLoad: number, budget: number): string[] => [
  ...timeMisses("tap → heading", move, budget),
  ...(within(move, coldLoad) ? [] : [`tap → heading ${ms(move)} slower than a cold load (${ms(coldLoad)})`]),
];
