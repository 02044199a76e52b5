// The build's `_headers`, bundled into the Worker as text (edge/wrangler.jsonc's "rules"): the Worker gives its answers
// the headers `npm start` reads from the same file.
declare module "*/_headers" {
  const text: string;
  export default text;
}
