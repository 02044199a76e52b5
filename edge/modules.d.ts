// The build's `_headers`, bundled into the Worker as text (edge/wrangler.jsonc's "rules"): the Worker gives its answers
// the headers `npm start` reads from the same file.
declare module "*/_headers" {
  const text: string;
  export default text;
}

// The passkey library's browser bundle, bundled as text the same way (its page serves it: inbox/admin/script.ts).
declare module "*/index.umd.min.js" {
  const text: string;
  export default text;
}
