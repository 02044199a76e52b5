/** Scrolls smoothly back to the top (instantly with reduced motion) and takes keyboard focus back to the page start. */
export function ReturnToTop() {
  const onClick = () => {
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    document.getElementById("main")?.focus({ preventScroll: true });
  };
  return (
    <div className="mt-16 flex justify-center">
      <button type="button" onClick={onClick} className="pill-link cursor-pointer font-semibold">
        Return to top ↑
      </button>
    </div>
  );
}
