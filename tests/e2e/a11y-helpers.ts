import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect } from "./fixtures.ts";

// Shared by the accessibility specs: the axe audit and the visible-focus check, each failing with a readable message.

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the bar the site promises (Lighthouse accessibility 1.00 is a subset). */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const AXE_OPTIONS: RunOptions = { runOnly: { type: "tag", values: WCAG_TAGS }, resultTypes: ["violations"] };

/**
 * Runs axe on the page once its animations have ended (open overlays included) and fails listing each violation and
 * where it is.
 * axe runs in the page itself: @axe-core/playwright's frame-by-frame mode (a partial run per frame, finished in a
 * new blank page) took 3 s a page against 0.7 s here, and our pages have no frame axe could enter (the one iframe
 * shows a PDF in the browser's own viewer).
 */
export async function expectNoAxeViolations(page: Page, where: string) {
  // The page at rest: in the viewer's first frame (fading in from opacity 0) axe does not count the dialog as modal
  // and measured the page behind it against the dark root colour. Endless animations (the hero box) and those that
  // follow the scroll (the progress bar) never end, so they are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.timeline === document.timeline && a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(
    (options) => (window as unknown as { axe: { run: (o: RunOptions) => Promise<AxeResults> } }).axe.run(options),
    AXE_OPTIONS,
  );
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? "?"}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(" ")}  ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`).join("\n"),
  );
  expect(report, `axe violations on ${where}:\n${report.join("\n")}`).toEqual([]);
}

/**
 * The focused element shows a ring: a real outline (style not none, width not zero, colour not transparent) or a box
 * shadow, which is how app.css draws them (`:focus-visible` outline; invalid fields add a shadow).
 */
export async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { element: "nothing", visible: false };
    const style = getComputedStyle(el);
    const outline =
      style.outlineStyle !== "none" &&
      parseFloat(style.outlineWidth) > 0 &&
      !/rgba\(.*, 0\)$|transparent/.test(style.outlineColor);
    return { element: el.outerHTML.slice(0, 120), visible: outline || style.boxShadow !== "none" };
  });
  expect(focus.visible, `a visible focus ring on ${focus.element}`).toBe(true);
}
