import { NavLink, useLocation } from "react-router";
import { Icon } from "./icons.tsx";
import { isBoxPath, type MenuEntryLink } from "./nav-types.ts";

/** The summary of a theBox <details> (header or mobile menu): current on the overview and the project pages. */
export function BoxSummary({
  label,
  entries,
  className,
  chevron,
}: {
  label: string;
  entries: MenuEntryLink[];
  className: string;
  chevron: string;
}) {
  const { pathname } = useLocation();
  return (
    <summary className={className} aria-current={isBoxPath(pathname, entries) ? "page" : undefined}>
      {label}
      <Icon name="chevron" className={`${chevron} transition-transform group-open:rotate-180`} />
    </summary>
  );
}

/** The nine theBox entries, each with its logo and a short description; shared by the dropdown and the mobile menu. */
export function MenuEntries({ entries, onChoose }: { entries: MenuEntryLink[]; onChoose: () => void }) {
  return (
    <ul className="grid gap-1">
      {entries.map((entry) => (
        <li key={entry.to}>
          <NavLink
            to={entry.to}
            reloadDocument={entry.reloadDocument}
            end
            onClick={onChoose}
            prefetch="intent"
            className="menu-entry"
          >
            {/* Lazy: the panel is hidden until opened, so its logos cost nothing before then. */}
            <img
              src={entry.logo}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="size-10 shrink-0 rounded-lg"
            />
            <span className="grid">
              <strong className="font-semibold">{entry.name}</strong>
              <span className="text-sm text-muted">{entry.description}</span>
            </span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
