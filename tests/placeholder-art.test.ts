import { recipeSamples } from "placeholder-art/samples";
import { describe, expect, it } from "vitest";
import { checkImage } from "./support/check-image.ts";

// The package placeholder-art knows nothing of the site; here the site checks that what its recipe helpers make is
// content it accepts: every picture valid as the content files would hold it, its recipe valid as a placeholders.json
// entry.

describe.each(Object.entries(recipeSamples))("the placeholder-art recipes of %s", (_style, samples) => {
  it("make pictures the content schema accepts as they are", () => {
    const pictures = samples();
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(checkImage(picture)).toEqual(picture);
  });
});
