// The viewer's own icons (decorative; their buttons carry the names). Not those of icons.tsx: importing that module
// from the lazy viewer would split it out of the first-load bundle into a chunk of its own, costing every page.

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

export const Plus = () => (
  <svg {...svg}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);

export const Minus = () => (
  <svg {...svg}>
    <path d="M5 12h14" />
  </svg>
);

/** Four corners: the whole picture in the frame. */
export const Fit = () => (
  <svg {...svg}>
    <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
  </svg>
);
