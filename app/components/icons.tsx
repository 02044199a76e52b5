// The interface's small icons, drawn by the stylesheet (app.css, .icon-*): decorative, hidden from assistive
// technology (their buttons carry the names).

export type IconName = "chevron" | "menu" | "close" | "moon" | "sun";

export const Icon = ({ name, className = "" }: { name: IconName; className?: string }) => (
  <span aria-hidden="true" className={`icon icon-${name} ${className}`} />
);
