// The error line under a form control, in one place for Field (field.tsx) and for the inbox's answer to a browser that
// posted the form by itself (server/inbox/contact-page.ts), which writes the same line into the prerendered contact
// page so that the same styles apply.

/** The id of a control's error line; the control names it as its description. */
export const errorIdOf = (controlId: string) => `${controlId}-error`;

/** The classes of the line and of its lead ("Oh, snap!"). */
export const ERROR_LINE_CLASS = "text-sm text-danger";
export const ERROR_LEAD_CLASS = "font-semibold";
