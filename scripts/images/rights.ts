// The artist's rights (content/site.json `rights`, as model/site.ts gives them: the licence as a full address) as the
// metadata written into the encoded pictures (scripts/images/encode.ts): EXIF's Artist and Copyright, which file
// managers and most viewers show, and an XMP packet with the IPTC Photo Metadata fields that search engines read for
// a licensable picture (creator, credit line, copyright notice, web statement of rights, licensor URL) and the PLUS
// data-mining preference. Decision 0022 says which files get which, and what they cost.

import { DATA_MINING, type Rights } from "../../model/schema.ts";
import { XMP_ABOVE } from "./settings.ts";
import { escapeMarkup } from "../../shared/escape.ts";

/** What sharp writes into a file: the arguments of `withExif` and `withDensity`, and, when the file gets it, `withXmp`. */
export type Stamp = {
  exif: { IFD0: { Artist: string; Copyright: string }; IFD2: { ColorSpace: string } };
  density: number;
  xmp?: string;
};

/** The XMP namespaces, under their registered prefixes (readers match by URI, but some look for the usual names). */
const NS = {
  x: "adobe:ns:meta/",
  rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  dc: "http://purl.org/dc/elements/1.1/",
  xmpRights: "http://ns.adobe.com/xap/1.0/rights/",
  photoshop: "http://ns.adobe.com/photoshop/1.0/",
  plus: "http://ns.useplus.org/ldf/xmp/1.0/",
} as const;

/**
 * The XMP packet, as compact as XMP allows: no `<?xpacket?>` wrapper or padding (nothing edits these files in place),
 * no whitespace, the simple properties as attributes, the licensor as a struct written as attributes of its array
 * item. dc:creator is an ordered array and dc:rights a language alternative, as XMP requires of them.
 */
export function xmpPacket(rights: Rights): string {
  const name = escapeMarkup(rights.creator.name);
  const licence = escapeMarkup(rights.licence);
  const xmlns = (["dc", "xmpRights", "photoshop", "plus"] as const).map((p) => ` xmlns:${p}="${NS[p]}"`).join("");
  return (
    `<x:xmpmeta xmlns:x="${NS.x}"><rdf:RDF xmlns:rdf="${NS.rdf}"><rdf:Description rdf:about=""${xmlns}` +
    ` xmpRights:Marked="True" xmpRights:WebStatement="${licence}" photoshop:Credit="${name}"` +
    ` plus:DataMining="${DATA_MINING[rights.dataMining]}">` +
    `<dc:creator><rdf:Seq><rdf:li>${name}</rdf:li></rdf:Seq></dc:creator>` +
    `<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">${escapeMarkup(rights.copyright)}</rdf:li></rdf:Alt></dc:rights>` +
    `<plus:Licensor><rdf:Seq><rdf:li plus:LicensorURL="${licence}"/></rdf:Seq></plus:Licensor>` +
    `</rdf:Description></rdf:RDF></x:xmpmeta>`
  );
}

/**
 * Everything the rights write, made once per run: EXIF IFD0's Artist and Copyright (libvips writes EXIF text as
 * ASCII: "©" becomes "(C)", "ë" "e"; the XMP keeps every character) and the XMP packet. libvips adds its own EXIF
 * tags (resolution, colour space, size); two are set to the truth at no cost in bytes: the colour space sRGB (the
 * pipeline converts every picture to it) instead of "uncalibrated", and 72 dpi instead of libvips' 25.4.
 */
export const rightsStamp = (rights: Rights): Stamp => ({
  exif: { IFD0: { Artist: rights.creator.name, Copyright: rights.copyright }, IFD2: { ColorSpace: "1" } },
  density: 72,
  xmp: xmpPacket(rights),
});

/** What one file of a picture carries: the EXIF always, the XMP when wider than XMP_ABOVE or the picture's largest. */
export const stampAt = (stamp: Stamp, width: number, largest: number): Stamp =>
  width > XMP_ABOVE || width === largest ? stamp : { exif: stamp.exif, density: stamp.density };

/** Part of every picture's content hash: new rights, or another rule for which file gets what, rename its files. */
export const rightsKey = (stamp: Stamp) => JSON.stringify({ ...stamp, xmpAbove: XMP_ABOVE });
