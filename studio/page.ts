// The studio's own script on the editor's page, after Decap CMS (served as JavaScript by studio/server.ts). It fits
// Decap to her content where its settings cannot:
//   - her pictures show, those in sub-folders (`bb/posters/poster-01.png`) too: they come from the studio's picture
//     address by their src, as Decap's own loading shows none of them;
//   - a picture whose name is taken gets a free one before Decap sees it (`moon-fox-2.png`), so the editor never
//     offers to replace one, and nothing else is touched;
//   - a refusal stays on screen, in the build's words, until she closes it or a save succeeds (Decap's own toast
//     goes after a few seconds and adds its prefixes).

type Immutable = { get(key: string): unknown };
type GetAsset = (value: string, field: Immutable) => unknown;
type Control = new (props: Record<string, unknown>) => { props: Record<string, unknown>; render(): unknown };
type Decap = {
  getWidget(name: string): { control: Control; preview: unknown; schema: object };
  registerWidget(name: string, control: Control, preview: unknown, schema: object): void;
  getLocale(name: string): Record<string, Record<string, Record<string, string>>> | undefined;
};

const decap = (window as unknown as { CMS: Decap }).CMS;

// Her pictures: Decap loads a saved picture through the API and then does not redraw the field (an empty tile), and
// looks for it by its name alone in the field's folder (`bb/posters/poster-01.png` as `bb/poster-01.png`). So a saved
// picture comes from the studio's picture address, by its src; one she picked in this visit, from Decap's own copy.
const image = decap.getWidget("image");
const picked = new Set<string>();
const getters = new WeakMap<GetAsset, GetAsset>();
const fromStudio: (getAsset: GetAsset) => GetAsset = (getAsset) => (value, field) => {
  const parts = typeof value === "string" ? value.split("/") : [];
  if (parts.length === 0 || (parts.length <= 2 && picked.has(parts.at(-1)!))) return getAsset(value, field);
  return `/admin/pictures/${parts.map(encodeURIComponent).join("/")}`;
};
class Picture extends image.control {
  override render() {
    const props = this.props;
    const getAsset = props.getAsset as GetAsset;
    if (!getters.has(getAsset)) getters.set(getAsset, fromStudio(getAsset));
    this.props = { ...props, getAsset: getters.get(getAsset) };
    try {
      return super.render();
    } finally {
      this.props = props;
    }
  }
}
decap.registerWidget("image", Picture, image.preview, image.schema);

// Decap's toast for a refused save reads "Failed to persist entry: API_ERROR: …": it points at the notice instead.
const toast = decap.getLocale("en")?.ui?.toast;
if (toast) {
  toast.onFailToPersist = "Not saved: the reason is at the bottom of the page.";
  toast.onFailToDelete = "Not deleted: the reason is at the bottom of the page.";
}

/** The folder (from the repository) that an upload made on this screen goes into, when the screen says it. */
function uploadFolder(): string | undefined {
  const project = /^#\/collections\/projects\/entries\/([a-z0-9-]+)/.exec(location.hash);
  if (project) return `content/images/${project[1]}`;
  if (/^#\/(collections\/site\/|media)/.test(location.hash)) return "content/images";
  return undefined; // a new project: its folder does not exist yet
}

async function api(action: string, params: object): Promise<Response> {
  return fetch("/api/v1", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action, params }),
  });
}

// An upload's name made free and clean before the editor reads it; the editor then gets the same change event again.
const ours = new WeakSet<Event>();
window.addEventListener(
  "change",
  (event) => {
    const input = event.target;
    const file = input instanceof HTMLInputElement && input.type === "file" ? input.files?.[0] : undefined;
    if (!file || ours.has(event)) return;
    event.stopImmediatePropagation();
    const again = () => {
      const change = new Event("change", { bubbles: true });
      ours.add(change);
      input!.dispatchEvent(change);
    };
    api("freeName", { folder: uploadFolder(), name: file.name })
      .then((answer) => (answer.ok ? (answer.json() as Promise<{ name: string }>) : { name: file.name }))
      .then(({ name }) => {
        picked.add(name);
        if (name !== file.name) {
          const renamed = new DataTransfer();
          renamed.items.add(new File([file], name, { type: file.type, lastModified: file.lastModified }));
          (input as HTMLInputElement).files = renamed.files;
        }
      })
      .finally(again);
  },
  true,
);

// The notice: the studio's refusal, as it answered it, until she closes it or a change goes through.
const notice = document.createElement("div");
notice.setAttribute("role", "alert");
notice.hidden = true;
notice.style.cssText =
  "position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:100000;max-width:60rem;margin:auto;padding:1rem 1.25rem;" +
  "background:#fff;color:#1a1a1a;border:3px solid #b3261e;border-radius:8px;box-shadow:0 4px 16px #0004;" +
  "font:16px/1.5 system-ui,sans-serif;white-space:pre-line";
const heading = notice.appendChild(document.createElement("strong"));
heading.id = "studio-notice";
notice.setAttribute("aria-labelledby", heading.id);
const words = notice.appendChild(document.createElement("p"));
words.style.margin = "0.25rem 0 0.75rem";
const close = notice.appendChild(document.createElement("button"));
close.type = "button";
close.textContent = "Close";
close.style.cssText = "font:inherit;padding:0.25rem 1rem;border:1px solid #1a1a1a;border-radius:4px;background:#fff";
close.addEventListener("click", () => (notice.hidden = true));
document.addEventListener("DOMContentLoaded", () => document.body.append(notice));

const CHANGES: Record<string, string> = {
  persistEntry: "Not saved",
  persistMedia: "The picture was not added",
  deleteFiles: "Nothing was removed",
};
const send = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const answer = await send(input, init);
  let action: string | undefined;
  try {
    action = (JSON.parse(String(init?.body)) as { action?: string }).action;
  } catch {
    action = undefined;
  }
  if (String(input).endsWith("/api/v1") && action && action in CHANGES) {
    if (answer.ok) notice.hidden = true;
    else
      void answer
        .clone()
        .json()
        .then((body: { error?: string }) => {
          heading.textContent = CHANGES[action]!;
          words.textContent = body.error ?? "The studio did not answer.";
          notice.hidden = false;
        });
  }
  return answer;
};
export {};
