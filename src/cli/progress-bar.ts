import { clockOf, type CliIo } from './cli-io.js';

/** Nothing is shown for runs shorter than this: a bar that flashes by is noise. */
const SHOW_AFTER_MS = 1000;
/** How often a terminal's bar is redrawn. */
const REDRAW_MS = 100;
/** How often a plain progress line is written when standard error is not a terminal (a log). */
const LINE_EVERY_MS = 10_000;
const BAR_WIDTH = 24;

/**
 * Progress of a long run, on standard error only, so standard output stays clean for pipes.
 *
 * @example
 * const progress = startProgress(io, 1000, 'games');
 * for (let i = 0; i < 1000; i++) { work(); progress.update(i + 1); }
 * progress.finish();
 */
export interface Progress {
  /** Reports how many of the total are done. */
  update(done: number): void;
  /** Clears the bar (if one was drawn) before the results are printed. */
  finish(): void;
}

/**
 * Starts reporting progress. Nothing shows during the first second. After it, a terminal
 * (`io.status`) gets a bar redrawn in place; anything else gets a plain `err` line every ten
 * seconds, which a log can keep.
 *
 * @example
 * const progress = startProgress(io, 1000, 'games');
 */
export function startProgress(io: CliIo, total: number, unit: string): Progress {
  const now = clockOf(io);
  const started = now();
  let lastShown = Number.NEGATIVE_INFINITY;
  let barDrawn = false;
  return {
    update(done: number): void {
      const time = now();
      const elapsed = time - started;
      if (elapsed < SHOW_AFTER_MS || done >= total) return;
      if (io.status) {
        if (time - lastShown < REDRAW_MS) return;
        io.status(progressBar(done, total, unit, elapsed));
        barDrawn = true;
      } else {
        if (time - lastShown < LINE_EVERY_MS) return;
        io.err(`progress: ${done}/${total} ${unit} (${percent(done, total)})`);
      }
      lastShown = time;
    },
    finish(): void {
      if (barDrawn && io.status) io.status('');
    },
  };
}

/**
 * One line of a progress bar with the share done and the time left.
 *
 * @example
 * progressBar(250, 1000, 'games', 1500); // '[######..................] 250/1000 games 25% 4.5 s left'
 */
export function progressBar(done: number, total: number, unit: string, elapsedMs: number): string {
  const share = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(share * BAR_WIDTH);
  const left = done > 0 ? ((elapsedMs / done) * (total - done)) / 1000 : Number.NaN;
  const eta = Number.isFinite(left) ? ` ${left.toFixed(1)} s left` : '';
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${done}/${total} ${unit} ${percent(done, total)}${eta}`;
}

function percent(done: number, total: number): string {
  return `${total > 0 ? Math.floor((done / total) * 100) : 100}%`;
}
