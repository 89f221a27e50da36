/**
 * SPEC §4 video autoplay: a grid video plays while it is visible enough; the latest to become
 * visible plays and pauses the one that played before, so only one organic video plays at once.
 * Promoted videos are tracked separately (one of them may play beside the organic one). When the
 * playing video leaves, the most recent of the others still visible plays again.
 */
export interface Playable {
  play(): void;
  pause(): void;
}

export type AutoplayKind = 'organic' | 'promoted';

export class VideoAutoplay {
  /** Per kind: the videos visible now, in the order they became visible. */
  private readonly visible: Record<AutoplayKind, Playable[]> = { organic: [], promoted: [] };
  private readonly playing: Record<AutoplayKind, Playable | null> = { organic: null, promoted: null };

  /** A video became visible enough to play: it is now the one that plays. */
  shown(kind: AutoplayKind, video: Playable): void {
    const list = this.visible[kind];
    const at = list.indexOf(video);
    if (at >= 0) list.splice(at, 1);
    list.push(video);
    this.settle(kind);
  }

  /** A video is no longer visible enough (or is gone): it pauses; the last one still visible plays. */
  hidden(kind: AutoplayKind, video: Playable): void {
    const list = this.visible[kind];
    const at = list.indexOf(video);
    if (at < 0) return;
    list.splice(at, 1);
    this.settle(kind);
  }

  /** The video of a kind that plays now, if any. */
  current(kind: AutoplayKind): Playable | null {
    return this.playing[kind];
  }

  private settle(kind: AutoplayKind): void {
    const next = this.visible[kind].at(-1) ?? null;
    const previous = this.playing[kind];
    if (previous === next) return;
    this.playing[kind] = next;
    previous?.pause();
    next?.play();
  }
}

/** The page's one coordinator: every grid on the page shares it. */
export const gridAutoplay = new VideoAutoplay();
