// How soon a tap on a link shows the next page, on the slow phone (tools/measure/phone.ts), against loading that page
// afresh. A move starts from a page that has hydrated and whose network has gone quiet (its scripts in the cache), with
// the link scrolled into view and the pictures that brought in loaded; it lasts from the last tap's touchstart (its
// time stamp) until the first animation frame in which the next page's `<h1>` shows that page's heading. A move within
// the site keeps the document, so the same poll in the page sees both ends. A cold load is a fresh context, nothing
// cached, same throttling: from the navigation's start until the first frame with the heading shown. Median of three
// of each.

import type { Browser, Page } from "@playwright/test";
import { artworkPath, BOX_PATH, PAGES, projectPath } from "../../shared/paths.ts";
import { projectArtworks } from "../../model/artworks.ts";
import { projects } from "../../model/box.ts";
import { hydrated, slowPhone, watchNetwork } from "./phone.ts";
import { median } from "./report.ts";

const RUNS = 3;

export type Move = {
  from: string;
  to: string;
  /** What a visitor taps, in order: the last one leaves for `to`. */
  taps: string[];
};

/**
 * The moves measured, chosen from the content: home → theBox; theBox → the card of the project with the most pictures
 * (the most page data to fetch); the first project with a gallery → the next one, through the mobile menu; that
 * project's first artwork → its Next link. Each `to` is a page whose link stays in the document (a project that frames
 * its own PDF is loaded as a new document: not one of these).
 */
export function siteMoves(): Move[] {
  const galleries = projects
    .filter((p) => p.page.document === undefined)
    .map((project) => ({ project, artworks: projectArtworks(project) }))
    .filter((g) => g.artworks.length > 0);
  const [first, second] = galleries;
  const artwork = first?.artworks.find((a) => a.count > 1);
  if (!first || !second || !artwork)
    throw new Error("bench:pages: the moves need two projects with galleries, one with a section of two pictures");
  const next = first.artworks.find((a) => a.sectionIndex === artwork.sectionIndex && a.index === artwork.index + 1)!;
  const largest = galleries.toSorted((a, b) => b.artworks.length - a.artworks.length)[0]!.project;
  const link = (path: string) => `a[href="${path}"]`;
  return [
    { from: PAGES.home, to: BOX_PATH, taps: [`main ${link(BOX_PATH)}`] },
    { from: BOX_PATH, to: projectPath(largest.slug), taps: [`main ${link(projectPath(largest.slug))}`] },
    {
      from: projectPath(first.project.slug),
      to: projectPath(second.project.slug),
      // The mobile menu's button, theBox's list in the menu, the project.
      taps: [
        "header button[aria-haspopup=dialog]",
        "dialog.side-panel summary",
        `dialog.side-panel ${link(projectPath(second.project.slug))}`,
      ],
    },
    {
      from: artworkPath(first.project.slug, artwork.slug),
      to: artworkPath(first.project.slug, next.slug),
      taps: ['main a[rel="next"]'],
    },
  ];
}

type Timing = { tap?: number; shown?: number; heading?: string };

/**
 * Polls on every frame from the document's start until `main h1` shows `heading` (any non-empty one when null), and
 * keeps the time stamp of the last touchstart. No named helpers inside: the page runs this function's source as is.
 */
function headingPoll(heading: string | null) {
  const timing = ((window as unknown as { __move: Timing }).__move = {} as Timing);
  addEventListener("touchstart", (event) => (timing.tap = event.timeStamp), { capture: true, passive: true });
  const poll = () => {
    const h1 = document.querySelector("main h1");
    const text = h1?.textContent?.trim();
    if (h1 && text && (heading === null || text === heading) && h1.checkVisibility()) {
      timing.shown = performance.now();
      timing.heading = text;
    } else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

const timing = async (page: Page) => {
  await page.waitForFunction(() => (window as unknown as { __move: Timing }).__move.shown !== undefined, null, {
    timeout: 60_000,
  });
  return page.evaluate(() => (window as unknown as { __move: Timing }).__move);
};

/** A cold load of `url`: the time until its heading shows, and the heading. */
async function coldLoad(browser: Browser, url: string) {
  const { context, page } = await slowPhone(browser);
  await page.addInitScript(headingPoll, null);
  await page.goto(url, { waitUntil: "commit" });
  const { shown, heading } = await timing(page);
  await context.close();
  return { time: shown!, heading: heading! };
}

async function moveOnce(browser: Browser, base: string, move: Move, heading: string): Promise<number> {
  const { context, page } = await slowPhone(browser);
  const network = watchNetwork(page);
  await page.addInitScript(headingPoll, heading);
  await page.goto(base + move.from);
  await hydrated(page);
  await network.quiet();
  for (const [i, selector] of move.taps.entries()) {
    const link = page.locator(selector);
    if (i === move.taps.length - 1) {
      // A visitor taps what is on the screen: the link is brought there first, and what that brought in is loaded.
      await link.scrollIntoViewIfNeeded();
      await network.quiet();
    }
    await link.tap();
  }
  const { tap, shown } = await timing(page);
  const landed = new URL(page.url()).pathname;
  await context.close();
  if (tap === undefined)
    throw new Error(`bench:pages: ${move.from} → ${move.to} loaded a new document: no move within the site to time`);
  if (landed !== move.to) throw new Error(`bench:pages: ${move.from} → ${move.to} landed on ${landed}`);
  return shown! - tap;
}

/** The median of three moves and of three cold loads of the page moved to, in milliseconds. */
export async function moveTimes(browser: Browser, base: string, move: Move) {
  const cold = [await coldLoad(browser, base + move.to)];
  while (cold.length < RUNS) cold.push(await coldLoad(browser, base + move.to));
  const { heading } = cold[0]!;
  const moves: number[] = [];
  while (moves.length < RUNS) moves.push(await moveOnce(browser, base, move, heading));
  return { move: median(moves), coldLoad: median(cold.map((c) => c.time)) };
}
