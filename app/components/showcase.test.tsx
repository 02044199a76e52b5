// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { PictureData } from "../../shared/pictures.ts";
import { gallery } from "../lib/gallery-layout.server.ts";
import { Showcase } from "./showcase.tsx";

const pic = (name: string): PictureData => ({
  slug: `p-${name}`,
  alt: `Picture ${name}`,
  width: 900,
  height: 1200,
  stem: `/assets/img/p-${name}-0a1b2c3d`,
  widths: [400, 900],
  placeholder: "data:image/webp;base64,AAAA",
  color: "#123456",
});

const galleries = [
  { title: "Posters", layout: "grid", pictures: ["a", "b", "c"].map(pic) },
  { title: "Twins", layout: "pairs", pictures: ["og-1", "blemf-1", "og-2", "blemf-2"].map(pic) },
  { title: "Crew", layout: "lead", pictures: ["x", "y", "boss"].map(pic) },
  { label: "Days 1 to 2", layout: "grid", pictures: ["d1", "d2"].map(pic) },
] as const satisfies Parameters<typeof gallery>[0][];

// jsdom has <dialog> without its modal methods: open it and focus its first control, as browsers do.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
    this.querySelector("button")?.focus();
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

function renderAt(path: string) {
  const routes = [
    { path: "/", element: <p>Elsewhere</p> },
    { path: "/gallery", element: <Showcase project="p" galleries={galleries.map(gallery)} /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ["/", path], initialIndex: 1 });
  render(<RouterProvider router={router} />);
  return router;
}

describe("Showcase", () => {
  it("shows every picture as a lazy link to its artwork's page, named by its alt text, in its section", () => {
    renderAt("/gallery");
    const posters = screen.getByRole("region", { name: "Posters" });
    expect(posters).toHaveAttribute("id", "section-posters");
    const links = within(posters).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/thebox/p/p-a", "/thebox/p/p-b", "/thebox/p/p-c"]);
    expect(within(posters).getByRole("link", { name: "Picture b" })).toBe(links[1]);
    for (const img of screen.getAllByRole("img")) {
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img.closest("a")).not.toBeNull();
    }
    // The untitled group keeps its accessible name.
    expect(screen.getByRole("region", { name: "Days 1 to 2" })).toBeInTheDocument();
  });

  it("groups twins in pairs and puts a lead section's last picture first", () => {
    renderAt("/gallery");
    const pair = screen.getByRole("group", { name: "Pair 2 of 2" });
    expect(
      within(pair)
        .getAllByRole("link")
        .map((b) => b.getAttribute("href")),
    ).toEqual(["/thebox/p/p-og-2", "/thebox/p/p-blemf-2"]);
    const crew = within(screen.getByRole("region", { name: "Crew" })).getAllByRole("img");
    expect(crew.map((img) => img.getAttribute("alt"))).toEqual(["Picture boss", "Picture x", "Picture y"]);
  });

  it("opens the clicked picture through the URL, shows its page's address, steps within its section, and closes back", async () => {
    const router = renderAt("/gallery");
    const thumb = screen.getByRole("link", { name: "Picture b" });
    await userEvent.click(thumb);
    // The navigation starts once the tap's preview is painted.
    await waitFor(() => expect(router.state.location.search).toBe("?image=p-b"));
    expect(router.state.location.mask?.pathname).toBe("/thebox/p/p-b");
    const dialog = await screen.findByRole("dialog", { name: "Posters" });
    expect(within(dialog).getByText("2 / 3")).toBeInTheDocument();
    expect(within(dialog).getByRole("img")).toHaveAttribute("alt", "Picture b");

    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(router.state.location.search).toBe("?image=p-a");
    expect(router.state.location.mask?.pathname).toBe("/thebox/p/p-a");
    expect(within(dialog).getByText("1 / 3")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Previous image" }));
    expect(within(dialog).getByText("3 / 3")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.location.search).toBe("");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(thumb).toHaveFocus();
    // Opening pushed one entry, stepping replaced it, closing went back: the next Back leaves the page.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/");
  });

  it("opens a deep link, and closing it replaces the entry with the plain page", async () => {
    const router = renderAt("/gallery?image=p-blemf-1");
    const dialog = await screen.findByRole("dialog", { name: "Twins" });
    expect(within(dialog).getByText("2 / 4")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(router.state.location.pathname + router.state.location.search).toBe("/gallery");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("link", { name: "Picture blemf-1" })).toHaveFocus();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/");
  });

  it("leaves a click with a modifier to the browser, which opens the artwork's page", async () => {
    const router = renderAt("/gallery");
    const thumb = screen.getByRole("link", { name: "Picture c" });
    // Seen after React's handler; then held back, since jsdom cannot open another document.
    let leftToBrowser = false;
    const hold = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener("click", hold);
    thumb.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    document.removeEventListener("click", hold);
    expect(leftToBrowser).toBe(true);
    expect(router.state.location.search).toBe("");
  });

  it("ignores an image parameter that names nothing", () => {
    renderAt("/gallery?image=nope");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
