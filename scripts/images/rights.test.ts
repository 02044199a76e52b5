// @vitest-environment jsdom
// jsdom for its namespace-aware XML parser (DOMParser): the XMP packet is read as any XMP reader reads it.

import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { DATA_MINING } from "../../model/schema.ts";
import { fileUrl } from "../../shared/pictures.ts";
import { encodeOriginal } from "./encode.ts";
import { rightsStamp, xmpPacket } from "./rights.ts";
import { tempFolders } from "../../tests/support/temp-folders.ts";
import { picture, RIGHTS } from "../../tests/support/image-project.ts";

const NS = {
  rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  dc: "http://purl.org/dc/elements/1.1/",
  xmpRights: "http://ns.adobe.com/xap/1.0/rights/",
  photoshop: "http://ns.adobe.com/photoshop/1.0/",
  plus: "http://ns.useplus.org/ldf/xmp/1.0/",
};

/**
 * The text and number entries of an EXIF block's IFD0 and Exif IFD (sharp gives the block with its
 * "Exif\0\0" header), by tag.
 */
function exifEntries(exif: Buffer): Map<number, string | number> {
  const tiff = exif.subarray(6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = new Map<number, string | number>();
  const readIfd = (ifd: number) => {
    for (let i = 0; i < u16(ifd); i++) {
      const entry = ifd + 2 + i * 12;
      const [tag, type, count] = [u16(entry), u16(entry + 2), u32(entry + 4)];
      const at = (type === 2 && count <= 4) || type === 3 ? entry + 8 : u32(entry + 8);
      if (type === 2) entries.set(tag, tiff.toString("latin1", at, at + count).replace(/\0+$/, ""));
      if (type === 3) entries.set(tag, u16(at));
      if (type === 4) entries.set(tag, u32(entry + 8));
      if (type === 5) entries.set(tag, u32(at) / u32(at + 4));
    }
  };
  readIfd(u32(4));
  readIfd(entries.get(EXIF_IFD) as number);
  return entries;
}
const [ARTIST, COPYRIGHT, X_RESOLUTION, EXIF_IFD, COLOR_SPACE] = [0x013b, 0x8298, 0x011a, 0x8769, 0xa001];

/** The rights an XMP packet states, read by namespace URI (the prefixes could be any). */
function xmpRights(xmp: string) {
  const doc = new DOMParser().parseFromString(xmp, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  const description = doc.getElementsByTagNameNS(NS.rdf, "Description")[0]!;
  const items = (ns: string, name: string) =>
    [...description.getElementsByTagNameNS(ns, name)].flatMap((p) => [...p.getElementsByTagNameNS(NS.rdf, "li")]);
  const rights = items(NS.dc, "rights");
  return {
    creator: items(NS.dc, "creator").map((li) => li.textContent),
    rights: rights.map((li) => [li.getAttribute("xml:lang"), li.textContent]),
    marked: description.getAttributeNS(NS.xmpRights, "Marked"),
    webStatement: description.getAttributeNS(NS.xmpRights, "WebStatement"),
    credit: description.getAttributeNS(NS.photoshop, "Credit"),
    licensorUrls: items(NS.plus, "Licensor").map((li) => li.getAttributeNS(NS.plus, "LicensorURL")),
    dataMining: description.getAttributeNS(NS.plus, "DataMining"),
  };
}

const temp = tempFolders("rights");
afterEach(temp.removeAll);
const withRoot = <T>(run: (root: string) => Promise<T>): Promise<T> => run(temp.make());

const bytes = () => picture(900, 600, "#2060a0").png().toBuffer();
const galleryWidths = () => ({ widths: [360, 600, 1600] });

describe("the rights in the encoded pictures", () => {
  it("are in every file's EXIF, and in the XMP of the files wider than 600 px and of the largest", async () => {
    await withRoot(async (root) => {
      const encoded = await encodeOriginal(root, "gallery/wide.png", await bytes(), galleryWidths, rightsStamp(RIGHTS));
      // 900 px original: 360 and 600 are thumbnails, 900 is its largest (the <img>'s src).
      expect(encoded.files.map((f) => [f.width, f.format])).toEqual([
        [360, "avif"],
        [360, "webp"],
        [600, "avif"],
        [600, "webp"],
        [900, "avif"],
        [900, "webp"],
      ]);
      const stem = `/assets/img/${encoded.files[0]!.name.replace(/-\d+\.avif$/, "")}`;
      for (const { width, format } of encoded.files) {
        const file = join(root, "public", fileUrl(stem, width, format));
        const { exif, xmp } = await sharp(file).metadata();
        // libvips writes EXIF text as ASCII: "©" as "(C)", "ë" as "e".
        const entries = exifEntries(exif!);
        expect(entries.get(ARTIST), `${width} ${format}`).toBe("Zoe <Doe> & Co");
        expect(entries.get(COPYRIGHT)).toBe("(C) 2026 Zoe <Doe> & Co. All rights reserved.");
        expect([entries.get(COLOR_SPACE), entries.get(X_RESOLUTION)]).toEqual([1, 72]);
        if (width <= 600) {
          expect(xmp, `${width} ${format}`).toBeUndefined();
          continue;
        }
        expect(xmpRights(xmp!.toString("utf8")), `${width} ${format}`).toEqual({
          creator: ["Zoë <Doe> & Co"],
          rights: [["x-default", "© 2026 Zoë <Doe> & Co. All rights reserved."]],
          marked: "True",
          webStatement: "https://example.com/licence?use=web&ask=1",
          credit: "Zoë <Doe> & Co",
          licensorUrls: ["https://example.com/licence?use=web&ask=1"],
          dataMining: DATA_MINING["no-ai-training"],
        });
      }
    });
  });

  it("keep the packet compact: no wrapper or padding, no whitespace, under 680 bytes besides the values", () => {
    const { xmp } = rightsStamp(RIGHTS);
    expect(xmp).not.toMatch(/>\s+</);
    expect(xmp).not.toContain("<?xpacket");
    const markup = xmpPacket({
      creator: { name: "", kind: "person" },
      copyright: "",
      licence: "",
      dataMining: "allowed",
    });
    expect(Buffer.byteLength(markup) - DATA_MINING.allowed.length).toBeLessThan(680);
  });

  it("are part of the files' names: other rights, other names; the same rights, the cached files", async () => {
    await withRoot(async (root) => {
      const original = await bytes();
      const encode = (rights = RIGHTS) =>
        encodeOriginal(root, "gallery/wide.png", original, galleryWidths, rightsStamp(rights));
      const first = await encode();
      const again = await encode();
      const other = await encode({ ...RIGHTS, dataMining: "allowed" });
      expect(again).toMatchObject({ hash: first.hash, encoded: false });
      expect(other.hash).not.toBe(first.hash);
      expect(other.files.map((f) => f.name)).not.toContain(first.files[0]!.name);
      const { xmp } = await sharp(join(root, "public/assets/img", other.files.at(-1)!.name)).metadata();
      expect(xmpRights(xmp!.toString("utf8")).dataMining).toBe(DATA_MINING.allowed);
    });
  });
});
