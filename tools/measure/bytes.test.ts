import { describe as group, expect, it } from "vitest";
import { describe, kindOf, type Visit } from "./bytes.ts";

const base = "http://127.0.0.1:3000";

group("kindOf", () => {
  it("tells the document, scripts, styles, fonts, data and pictures apart by URL", () => {
    expect(kindOf(`${base}/thebox/wol`, "navigation")).toBe("document");
    expect(kindOf(`${base}/assets/framework-XqYIuDHK.js`, "script")).toBe("script");
    expect(kindOf(`${base}/assets/root-1a2b.css`, "link")).toBe("style");
    expect(kindOf(`${base}/assets/fredoka-latin-700-normal-BOIZVyIN.woff2`, "css")).toBe("font");
    expect(kindOf(`${base}/thebox/wol.data`, "fetch")).toBe("data");
    expect(kindOf(`${base}/assets/img/wol-banner-0a1b2c3d-1280.avif`, "img")).toBe("picture");
    expect(kindOf(`${base}/favicon.svg`, "other")).toBe("picture");
    expect(kindOf(`${base}/downloads/guide.pdf`, "other")).toBe("other");
  });
});

group("describe", () => {
  const visit: Pick<Visit, "total" | "resources"> = {
    total: 60_000,
    resources: [
      { url: `${base}/thebox/wol`, kind: "document", bytes: 13_500 },
      {
        url: `${base}/assets/img/wol-banner-0a1b2c3d-1280.avif`,
        kind: "picture",
        bytes: 44_500,
        picture: { loading: "eager", shownWidth: 1265, deviceWidth: 1265, below: -520 },
      },
      {
        url: `${base}/assets/img/wol-legends-legend-01-5ec6a835-280.avif`,
        kind: "picture",
        bytes: 2_000,
        picture: { loading: "lazy", shownWidth: 264, deviceWidth: 264, below: 336 },
      },
    ],
  };

  it("sums each kind, biggest first, and counts the pictures fetched below the first screen", () => {
    const [total, below] = describe(visit).split("\n");
    expect(total).toBe("total 60.0 kB: picture 2× 46.5 kB, document 1× 13.5 kB");
    expect(below).toBe("pictures below the first screen, fetched for being within the lazy-load margin: 1, 2.0 kB");
  });

  it("names each picture by its slug, width and format, with where it is and the width it is shown at", () => {
    const lines = describe(visit).split("\n");
    expect(lines.find((line) => line.includes("wol-banner 1280.avif"))).toMatch(
      /eager\s+1265 css → 1265 px\s+on screen/,
    );
    expect(lines.find((line) => line.includes("wol-legends-legend-01 280.avif"))).toMatch(
      /lazy\s+264 css → 264 px\s+336 px below/,
    );
  });
});
