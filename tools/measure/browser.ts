// The Chromium the page bench and the bytes report measure with: the one the tools' settings name, headless, as a
// container allows it.

import { type Browser, chromium } from "@playwright/test";
import { readToolSettings } from "../settings.ts";

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: readToolSettings().chromePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
