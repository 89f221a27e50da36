/**
 * SPEC §4, §9 hover state: a change takes effect 32 ms after the pointer moves, and a tile that
 * comes under a still pointer while the page scrolls is checked again 100 ms later instead of
 * lighting up on the way past. Leaving is never held back by scrolling.
 */
import { HOVER_DELAY_MS, HOVER_SCROLL_RECHECK_MS } from '@pinboard/contracts/web';

export { HOVER_DELAY_MS, HOVER_SCROLL_RECHECK_MS };

export interface HoverTimers {
  set(run: () => void, ms: number): number;
  clear(id: number): void;
}

export class HoverIntent {
  private wanted = false;
  private shown = false;
  private timer: number | null = null;

  constructor(
    private readonly onChange: (hovered: boolean) => void,
    /** True while the page scrolls (a scroll within the last HOVER_SCROLL_RECHECK_MS). */
    private readonly isScrolling: () => boolean,
    private readonly timers: HoverTimers,
  ) {}

  /** The pointer entered (true) or left (false). */
  pointer(over: boolean): void {
    this.wanted = over;
    this.schedule(HOVER_DELAY_MS);
  }

  dispose(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private schedule(ms: number): void {
    this.dispose();
    this.timer = this.timers.set(() => this.settle(), ms);
  }

  private settle(): void {
    this.timer = null;
    if (this.wanted === this.shown) return;
    if (this.wanted && this.isScrolling()) return this.schedule(HOVER_SCROLL_RECHECK_MS);
    this.shown = this.wanted;
    this.onChange(this.shown);
  }
}
