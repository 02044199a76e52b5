import { vi } from "vitest";

/**
 * For tests: content/site.ts reads its build-time settings (CONTACT_ENDPOINT, SITE_URL) when it is first imported,
 * so each case sets the variable and imports a fresh copy. Undo with `vi.unstubAllEnvs()`.
 */
export async function siteWithEnv(name: string, value: string | undefined) {
  vi.stubEnv(name, value);
  vi.resetModules();
  return (await import("./site.ts")).site;
}
