// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PictureData } from "../../shared/pictures.ts";
import { Picture } from "./picture.tsx";

const data: PictureData = {
  slug: "worm",
  alt: "A teal worm with a top hat",
  width: 1200,
  height: 900,
  stem: "/assets/img/worm-0a1b2c3d",
  widths: [400, 1200],
  placeholder: "data:image/webp;base64,AAAA",
  color: "#336699",
};

describe("Picture", () => {
  it("offers AVIF, else WebP, at every width, with sizes, intrinsic size and alt", () => {
    const { container } = render(<Picture picture={data} sizes="(min-width: 640px) 50vw, 100vw" />);
    const sources = container.querySelectorAll("source");
    expect([...sources].map((s) => s.type)).toEqual(["image/avif"]);
    expect(sources[0]).toHaveAttribute(
      "srcset",
      "/assets/img/worm-0a1b2c3d-400.avif 400w, /assets/img/worm-0a1b2c3d-1200.avif 1200w",
    );
    expect(sources[0]).toHaveAttribute("sizes", "(min-width: 640px) 50vw, 100vw");
    const img = screen.getByRole("img", { name: data.alt });
    expect(img).toHaveAttribute(
      "srcset",
      "/assets/img/worm-0a1b2c3d-400.webp 400w, /assets/img/worm-0a1b2c3d-1200.webp 1200w",
    );
    expect(img).toHaveAttribute("sizes", "(min-width: 640px) 50vw, 100vw");
    expect(img).toHaveAttribute("width", "1200");
    expect(img).toHaveAttribute("height", "900");
    expect(img).toHaveAttribute("src", "/assets/img/worm-0a1b2c3d-1200.webp");
  });

  it("is lazy by default, with the placeholder painted behind it", () => {
    render(<Picture picture={data} sizes="100vw" />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(img).not.toHaveAttribute("decoding");
    expect(img.style.backgroundImage).toContain(data.placeholder);
    expect(img.style.backgroundColor).toBe("rgb(51, 102, 153)");
  });

  it("is eager with high priority when it is the page's largest picture", () => {
    render(<Picture picture={data} sizes="100vw" priority />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });
});
