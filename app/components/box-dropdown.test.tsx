// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { BoxDropdown } from "./box-dropdown.tsx";

const entries = [
  { to: "/thebox", name: "Overview", description: "All projects", logo: "/o.svg" },
  { to: "/thebox/bb", name: "BitBait", description: "Worms", logo: "/bb.svg" },
];

function renderAt(path: string) {
  const element = (
    <>
      <BoxDropdown label="theBox" entries={entries} />
      <p>Outside</p>
    </>
  );
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const button = screen.getByText("theBox").closest("summary")!;
  return { router, button, details: button.closest("details")! };
}

describe("BoxDropdown", () => {
  it("is a <details> that opens and closes with its summary", async () => {
    const { button, details } = renderAt("/");
    expect(details.open).toBe(false);
    expect(screen.getByRole("link", { name: /BitBait/ })).not.toBeVisible();
    await userEvent.click(button);
    expect(details.open).toBe(true);
    expect(screen.getByRole("link", { name: /BitBait/ })).toBeVisible();
    await userEvent.click(button);
    expect(details.open).toBe(false);
  });

  it("closes when an entry is chosen, and the route changes; focus goes back to the summary", async () => {
    const { button, details, router } = renderAt("/about");
    await userEvent.click(button);
    await userEvent.click(screen.getByRole("link", { name: /BitBait/ }));
    expect(router.state.location.pathname).toBe("/thebox/bb");
    expect(details.open).toBe(false);
    // The chosen link is hidden with the panel; focus must not fall back to the page's start.
    expect(button).toHaveFocus();
  });

  it("closes on Escape and gives focus back to the summary", async () => {
    const { button, details } = renderAt("/");
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.getByRole("link", { name: /Overview/ })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(details.open).toBe(false);
    expect(button).toHaveFocus();
  });

  it("closes on a click outside", async () => {
    const { button, details } = renderAt("/");
    await userEvent.click(button);
    await userEvent.click(screen.getByText("Outside"));
    expect(details.open).toBe(false);
  });

  it("closes on any navigation", async () => {
    const { details, router } = renderAt("/about");
    details.open = true;
    await act(() => router.navigate("/contact"));
    expect(details.open).toBe(false);
  });

  it("marks itself current on the overview and on project pages only", () => {
    expect(renderAt("/theBox/bb").button).toHaveAttribute("aria-current", "page");
  });

  it("is not current elsewhere", () => {
    expect(renderAt("/about").button).not.toHaveAttribute("aria-current");
  });

  it("marks the entry of the page shown", async () => {
    const { button } = renderAt("/thebox/bb");
    await userEvent.click(button);
    expect(screen.getByRole("link", { name: /BitBait/ })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: /Overview/ })).not.toHaveAttribute("aria-current");
  });
});
