/** Who holds the release service's lock: what a refused command names. */
export interface LockHolder {
  actor: string;
  /** The client's process and host (a command line's), or the service's own. */
  pid: number;
  host: string;
  command: string;
  since: string;
  /**
   * The service's own work (the midnight's renders ahead): a command waiting behind it waits
   * as long as that work may last, then its own wait for whoever holds the lock next.
   */
  background?: boolean;
}

/** How long a command may wait behind the service's own work: two renders, generously. */
export const BACKGROUND_WAIT_MS = 5 * 60 * 1000;

interface Turn {
  holder: LockHolder;
  waitMs: number;
  granted: boolean;
  /** Ends the wait: granted when `granted` is set first, refused otherwise. */
  end: () => void;
  timer?: NodeJS.Timeout;
}

export class LockRefused extends Error {}

export const describeHolder = (holder: LockHolder, now = Date.now()): string =>
  `${holder.actor} (pid ${holder.pid} on ${holder.host}, \`${holder.command}\`, since ${holder.since}, ${((now - Date.parse(holder.since)) / 1000).toFixed(1)} s ago)`;

/**
 * One holder at a time, in the order they asked; a holder that waits longer than it may is
 * refused, naming who holds the lock, and changes nothing. Held in the service's memory: the
 * service is the only writer of the site's state, and its port is taken by one process only.
 */
export class OperationLock {
  private holder: LockHolder | null = null;
  private readonly waiting: Turn[] = [];

  constructor(private readonly name: string) {}

  get heldBy(): LockHolder | null {
    return this.holder;
  }

  async run<T>(
    asking: Omit<LockHolder, 'since'>,
    waitMs: number,
    work: () => Promise<T>,
    onWait?: (holder: LockHolder) => void,
  ): Promise<T> {
    const mine: LockHolder = { ...asking, since: new Date().toISOString() };
    if (this.holder) {
      onWait?.(this.holder);
      const turn: Turn = { holder: mine, waitMs, granted: false, end: () => undefined };
      await new Promise<void>((resolve) => {
        turn.end = resolve;
        this.waiting.push(turn);
        this.timeTurn(turn);
      });
      clearTimeout(turn.timer);
      // The timeout and the turn can come in the same tick: the flag says which it was.
      if (!turn.granted) {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        throw new LockRefused(
          `Refused: another release command holds the lock (${this.name}): ${describeHolder(this.holder!)}. Nothing was changed; run it again when that one has finished (npm run release -- status shows what it did).`,
        );
      }
    } else this.holder = mine;
    try {
      return await work();
    } finally {
      const leaving = this.holder;
      const next = this.waiting.shift();
      this.holder = next ? { ...next.holder, since: new Date().toISOString() } : null;
      if (next) {
        next.granted = true;
        next.end();
      }
      // The time spent behind the service's own work does not count against a command's wait,
      // whether that work held the lock or takes it now.
      if (leaving?.background || this.holder?.background)
        for (const turn of this.waiting) this.timeTurn(turn);
    }
  }

  /** (Re)starts a waiting turn's clock for the lock's holder now. */
  private timeTurn(turn: Turn): void {
    clearTimeout(turn.timer);
    const waitMs = this.holder?.background
      ? Math.max(turn.waitMs, BACKGROUND_WAIT_MS)
      : turn.waitMs;
    turn.timer = setTimeout(turn.end, waitMs);
    turn.timer.unref();
  }
}
