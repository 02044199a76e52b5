// The inbox page's look: one small stylesheet, inline and allowed by its hash (views/layout.ts), readable on a phone
// and a desktop, in the site's light and dark colours as the system prefers them.

export const STYLE = `
:root { color-scheme: light dark; --ink: #1d1b26; --paper: #fffdf8; --line: #d8d2c4; --soft: #5c566b;
  --accent: #6b3fa0; --accent-ink: #fff; --mark: #fff1c9; --bad: #a3261d; }
@media (prefers-color-scheme: dark) { :root { --ink: #f1eee6; --paper: #17151d; --line: #3b3646; --soft: #b9b2c8;
  --accent: #c7a6f2; --accent-ink: #17151d; --mark: #3a3220; --bad: #ff9b91; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--ink); background: var(--paper); }
a { color: var(--accent); }
.skip { position: absolute; left: -999px; } .skip:focus { left: 1rem; top: 1rem; background: var(--paper); padding: .5rem; }
header { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; padding: .75rem 1rem;
  border-bottom: 1px solid var(--line); }
header nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; margin: 0; padding: 0; list-style: none; }
header form { margin: 0; } header button { padding: .3rem .7rem; }
main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; margin: .5rem 0 1rem; } h2 { font-size: 1.15rem; }
button, .button { font: inherit; padding: .5rem .9rem; border-radius: .4rem; border: 1px solid var(--accent);
  background: var(--accent); color: var(--accent-ink); cursor: pointer; text-decoration: none; display: inline-block; }
button.quiet, .button.quiet { background: transparent; color: var(--accent); }
input[type=text], input[type=search] { font: inherit; padding: .45rem .6rem; border: 1px solid var(--soft);
  border-radius: .4rem; background: var(--paper); color: var(--ink); min-width: 0; }
label { display: block; margin: .75rem 0 .25rem; }
.row { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: .5rem 0; }
.row form { margin: 0; }
.search input { flex: 1 1 12rem; }
.folders { display: flex; flex-wrap: wrap; gap: .25rem .75rem; padding: 0; margin: .75rem 0; list-style: none; }
.folders a[aria-current] { font-weight: 700; color: var(--ink); }
.list { list-style: none; padding: 0; margin: 0; border-top: 1px solid var(--line); }
.list li { border-bottom: 1px solid var(--line); }
.list a { display: block; padding: .65rem .25rem; color: inherit; text-decoration: none; }
.list a:hover, .list a:focus { background: var(--mark); }
.list .who { font-weight: 600; overflow-wrap: anywhere; } .list .unread { border-left: 3px solid var(--accent); }
.list .unread a { padding-left: .6rem; }
.list .meta { display: block; font-size: .9rem; }
.list .preview, .meta { color: var(--soft); overflow-wrap: anywhere; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; } dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
.new { font-size: .8rem; border: 1px solid var(--accent); border-radius: 1rem; padding: 0 .4rem; margin-left: .4rem; }
.text { white-space: pre-wrap; overflow-wrap: anywhere; padding: 1rem; border: 1px solid var(--line);
  border-radius: .5rem; }
.notice { background: var(--mark); padding: .5rem .75rem; border-radius: .4rem; }
.error { color: var(--bad); font-weight: 600; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .4rem; border-bottom: 1px solid var(--line);
  overflow-wrap: anywhere; vertical-align: top; }
.passkey { border: 1px solid var(--line); border-radius: .5rem; padding: .75rem; margin: .75rem 0; }
`;
