import { reactRouter } from "@react-router/dev/vite";
import { spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { CONTENT_FILES, readContent, type ContentPattern } from "./model/content-files.ts";
import { readBuildRun } from "./model/build-settings.ts";
import { CONTENT_ROOT } from "./model/load.ts";
import { PICTURE_MANIFEST } from "./shared/pictures.ts";

/**
 * Vite wraps every dynamic `import()` (here only the viewer's) in a 0.7 kB helper that preloads the imported chunk's
 * dependencies and CSS. Ours has no CSS (the stylesheet is one file, inlined), and with `modulePreload: false` the
 * dependency list is always empty, so the helper only calls the import: supplying that module first saves every
 * project page the 0.7 kB (docs/decisions/0002).
 */
const plainDynamicImport: Plugin = {
  name: "mischief-box:plain-dynamic-import",
  enforce: "pre",
  load(id) {
    if (id === "\0vite/preload-helper.js") return "export const __vitePreload = (load) => load();";
  },
};

/**
 * In the browser's build, "react", "react/jsx-runtime", "react-dom" and "react-dom/client" resolve to one ES module
 * (app/lib/react-esm.ts) for every importer but the framework's own packages and that module: React is CommonJS, and
 * each chunk importing it directly needs the bundler's interop helper, which then ships as a chunk of its own, one
 * more script on every page (0.4 kB gzip). Development serves them as ES modules already.
 */
const REACT_ESM = fileURLToPath(new URL("app/lib/react-esm.ts", import.meta.url));
const REACT_MODULES = new Set(["react", "react/jsx-runtime", "react-dom", "react-dom/client"]);
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
const reactAsEsm: Plugin = {
  name: "mischief-box:react-as-esm",
  enforce: "pre",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  resolveId(source, importer) {
    if (!REACT_MODULES.has(source) || !importer || importer === REACT_ESM || FRAMEWORK.test(importer)) return;
    return REACT_ESM;
  },
};

/**
 * model/'s modules read content with `readContent("words/common.json")` (model/content-files.ts), which on Node reads
 * the file and checks it. In the browser's build such a call is replaced by the checked data, and the reader's import
 * dropped: the pages' scripts carry the words, not the schemas nor the file system. Only files whose row says their
 * words ship to the browser may be read so; anything else that would reach the browser's scripts stops the build.
 */
const READ_CONTENT = /readContent\("([^"]+)"\)/g;
const READER_IMPORT = /^import \{ readContent \} from "\.\/content-files\.ts";\n/m;
const contentInBrowser: Plugin = {
  name: "mischief-box:content-in-browser",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "client",
  transform(code, id) {
    if (!/[\\/]model[\\/][\w-]+\.ts$/.test(id) || !READER_IMPORT.test(code)) return;
    const inlined = code.replace(READ_CONTENT, (_call, pattern: string) => {
      const kind = CONTENT_FILES[pattern as ContentPattern] as { browser: boolean } | undefined;
      if (!kind?.browser)
        this.error(`${pattern}: its words are read at build time only, not shipped in the pages' scripts`);
      this.addWatchFile(join(CONTENT_ROOT, pattern));
      return JSON.stringify(readContent(pattern as ContentPattern));
    });
    if (inlined.includes("readContent(")) this.error("the browser's scripts can only read content by a fixed path");
    return { code: inlined.replace(READER_IMPORT, ""), map: null };
  },
};

/**
 * react-zoom-pan-pinch adds its stylesheet as a <style> element when its module loads, which the pages' CSP refuses
 * (style-src allows only our hashed styles). The viewer's CSS (app.css, .zoom-stage) styles its two boxes instead.
 */
const zoomStylesInCss: Plugin = {
  name: "mischief-box:zoom-styles-in-css",
  transform(code, id) {
    if (!/[\\/]react-zoom-pan-pinch[\\/]dist[\\/]/.test(id)) return;
    const call = /^styleInject\(css_\w+\);$/m;
    if (!call.test(code)) throw new Error(`${id}: its styleInject call is gone; check how it adds its styles now`);
    return { code: code.replace(call, ""), map: null };
  },
};

/**
 * In development, a saved edit of content/ (in an editor or the studio) shows without a restart. model/ reads the data
 * files itself, which Vite does not watch: on a change the server forgets the modules it ran and the browser reloads,
 * so words show at once; then the assets step runs and the page reloads again once the pages' own files are made
 * (pictures and logos: ~2 s warm; only then, when pictures came), before the documents and share pictures. A project
 * that comes or goes changes the pages React Router serves, which it lists as it reads its configuration: the server
 * restarts instead. A mistake in the content is
 * printed here, as the build would say it.
 */
const ASSETS = fileURLToPath(new URL("scripts/assets.ts", import.meta.url));
const MANIFEST = fileURLToPath(new URL(PICTURE_MANIFEST, import.meta.url));

/** Whether anything under `folder` (a file, or a folder's list of files) changed after `time` (ms), or went away. */
function changedSince(folder: string, time: number): boolean {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  return [folder, ...entries.map((entry) => join(entry.parentPath, entry.name))].some(
    (path) => (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) > time,
  );
}

const contentReload: Plugin = {
  name: "mischief-box:content-reload",
  apply: "serve",
  configureServer(server) {
    const content = CONTENT_ROOT + sep;
    // Said at each reload for what shows the pages without hearing it: the studio, which then shows her page again.
    const said = () => server.config.logger.info("content changed: pages reloaded", { timestamp: true });
    const reload = () => {
      for (const environment of Object.values(server.environments)) environment.moduleGraph.invalidateAll();
      server.ws.send({ type: "full-reload" });
      said();
    };
    let running = false;
    let again = false;
    let pictures = false;
    let pages = false;
    const assets = () => {
      if (running) return void (again = true);
      running = true;
      const step = spawn(process.execPath, [ASSETS], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
      // The pages' own files are made (scripts/assets.ts): they show without waiting for the documents and share
      // pictures.
      step.on("message", () => {
        if (!again && !pages) reload();
      });
      step.on("close", (code) => {
        running = false;
        if (again) {
          again = false;
          return assets();
        }
        if (code !== 0 || !pages) return;
        pages = false;
        void server.restart().then(said);
      });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    server.watcher.add(content);
    server.watcher.on("all", (event, file) => {
      if (!file.startsWith(content)) return;
      const name = file.slice(content.length).split(sep).join("/");
      // A page that shows a new picture finds it once the assets step has made it: it reloads after that step only.
      if (/\.(png|jpe?g|webp|avif)$/i.test(name)) pictures = true;
      if (/^projects\/[^/]+(\/project\.json)?$/.test(name) && event !== "change") pages = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!pictures && !pages) reload();
        pictures = false;
        assets();
      }, 100);
    });
    // What changed while no server listened reached no watcher: a save while the server restarted for a new project,
    // or an edit between `npm run assets` and this start. The step runs for it now.
    const made = statSync(MANIFEST, { throwIfNoEntry: false });
    if (made && changedSince(CONTENT_ROOT, made.mtimeMs)) assets();
  },
};

export default defineConfig(({ command }) => ({
  plugins: [
    reactAsEsm,
    plainDynamicImport,
    contentInBrowser,
    zoomStylesInCss,
    contentReload,
    tailwindcss(),
    reactRouter(),
  ],
  // A build says its warnings and errors and its own summary (scripts/build.ts, react-router.config.ts); the bundler's
  // file list and a line per prerendered page only with `npm run build -- --verbose`. The development server talks.
  logLevel: readBuildRun().verbose || command === "serve" ? "info" : "warn",
  // React Router's own head links are dropped at build time anyway (scripts/html/scripts-after-paint.ts).
  // Served as it is in development too, so that the plugin above drops its <style> there as well.
  // zod reaches the browser's modules through model/ (the schemas' words), where Vite's first scan does not see it:
  // bundled from the start, so the first page the development server shows is not reloaded when it finds it.
  optimizeDeps: { exclude: ["react-zoom-pan-pinch"], include: ["zod"] },
  // The development server (`npm run dev`, and the studio's preview of her page) answers its own pages only: by
  // default it lets any page of this computer (another local site, a tool) read what it serves, the repository's
  // files included, across origins.
  server: { cors: false },
  build: {
    modulePreload: false,
    // React Router 8 ships its modules one file each, and left alone Rolldown spreads them over shared chunks by which
    // routes use them (four files, 1.7 kB more gzip on every page). One chunk for React and React Router, which every
    // page loads anyway, keeps the first-load JavaScript what it was with React Router 7; likewise for our own.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: (id: string) => FRAMEWORK.test(id) || id === REACT_ESM },
            // The small modules every page's scripts share (the interface's words, the paths, the meta helper, the main
            // menu's links): one file, not four, saves every page 0.2 kB of gzip overhead per file.
            {
              name: "site",
              test: /[\\/](model[\\/]words|shared[\\/]paths|app[\\/]lib[\\/]meta)\.ts$|[\\/]main-links\.tsx$/,
            },
            // And those of the pages with pictures (all but contact and 404), with the viewer's URL state, loader and
            // first answer, which the project and artwork pages share.
            {
              name: "pictures",
              test: /[\\/](app[\\/]components[\\/](picture|return-to-top|load-as-document|viewer-preview|viewer-layer)\.tsx|shared[\\/]pictures\.ts|app[\\/]lib[\\/](image-param|viewer-url)\.ts)$|preload-helper/,
            },
          ],
        },
      },
    },
  },
}));
