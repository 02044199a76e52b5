/** Closes a <details> disclosure if it is open, optionally taking focus back to its summary. */
export function closeDisclosure(details: HTMLDetailsElement | null, { focusSummary = false } = {}) {
  if (!details?.open) return;
  details.open = false;
  if (focusSummary) details.querySelector("summary")?.focus();
}
