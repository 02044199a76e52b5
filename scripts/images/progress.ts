// Progress of the picture pipeline: on a terminal one line redrawn in place (bar, done/total, images/s, ETA); in CI and
// pipes a plain line every ~10 % once the run has taken 2 s (a run from the cache says nothing until its summary), so
// logs stay short. The final summary line is printed by build-images.ts.

export type ProgressOptions = {
  total: number;
  tty: boolean;
  /** Prints one line (plain mode). */
  log: (line: string) => void;
  /** Writes raw text without a newline (terminal mode). */
  write: (text: string) => void;
  now?: () => number;
};

export type Progress = { tick: (count?: number) => void; finish: () => void };

const BAR = 24;
const REDRAW_MS = 100;
const QUIET_MS = 2000;

export function createProgress({ total, tty, log, write, now = () => performance.now() }: ProgressOptions): Progress {
  const start = now();
  let done = 0;
  let lastDraw = -Infinity;
  let lastDecile = 0;

  const status = () => {
    const seconds = (now() - start) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const eta = rate > 0 ? formatSeconds((total - done) / rate) : "?";
    return `${done}/${total}  ${rate.toFixed(1)} images/s  ETA ${eta}`;
  };
  const draw = () => {
    const filled = total > 0 ? Math.round((done / total) * BAR) : BAR;
    write(`\r\x1b[2Kimages [${"#".repeat(filled)}${"-".repeat(BAR - filled)}] ${status()}`);
    lastDraw = now();
  };

  return {
    tick(count = 1) {
      done = Math.min(total, done + count);
      if (tty) {
        if (now() - lastDraw >= REDRAW_MS || done === total) draw();
        return;
      }
      const decile = total > 0 ? Math.floor((done / total) * 10) : 10;
      if (decile > lastDecile && now() - start >= QUIET_MS) {
        lastDecile = decile;
        log(`images: ${status()} (${decile * 10} %)`);
      }
    },
    finish() {
      if (tty) {
        draw();
        write("\n");
      }
    },
  };
}

/** 75 → "1:15", 3725 → "1:02:05". */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return hh > 0 ? `${hh}:${String(mm).padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}
