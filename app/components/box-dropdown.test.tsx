// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
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
      <BoxDropdown entries={entries} />
      <p>Outside</p>
    </>
  );
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, button: screen.getByRole("button", { name: "theBox" }) };
}

describe("BoxDropdown", () => {
  it("opens and closes with its button, telling assistive technology", async () => {
    const { button } = renderAt("/");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: /BitBait/ })).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: /BitBait/ })).toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when an entry is chosen, and the route changes; focus goes back to the button", async () => {
    const { button, router } = renderAt("/about");
    await userEvent.click(button);
    await userEvent.click(screen.getByRole("link", { name: /BitBait/ }));
    expect(router.state.location.pathname).toBe("/thebox/bb");
    expect(button).toHaveAttribute("aria-expanded", "false");
    // The chosen link is hidden with the panel; focus must not fall back to the page's start.
    expect(button).toHaveFocus();
  });

  it("closes on Escape and gives focus back to the button", async () => {
    const { button } = renderAt("/");
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.getByRole("link", { name: /Overview/ })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes on a click outside", async () => {
    const { button } = renderAt("/");
    await userEvent.click(button);
    await userEvent.click(screen.getByText("Outside"));
    expect(button).toHaveAttribute("aria-expanded", "false");
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
