// The lightbox's own icons (decorative; their buttons carry the names). Not those of icons.tsx: importing that module
// from the lazy lightbox would split it out of the first-load bundle into a chunk of its own, costing every page.

const svg = {
  "aria-hidden": true,
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  viewBox: "0 0 24 24",
  className: "size-7",
} as const;

export const Cross = () => (
  <svg {...svg}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);

/** → or, with `back`, ←. */
export const Arrow = ({ back = false }: { back?: boolean }) => (
  <svg {...svg}>
    <path d={back ? "m15 6-6 6 6 6" : "m9 6 6 6-6 6"} />
  </svg>
);
