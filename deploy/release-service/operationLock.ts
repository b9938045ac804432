/** Who holds the release service's lock: what a refused command names. */
export interface LockHolder {
  actor: string;
  /** The client's process and host (a command line's), or the service's own. */
  pid: number;
  host: string;
  command: string;
  since: string;
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
  private readonly waiting: { holder: LockHolder; granted: boolean; grant: () => void }[] = [];

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
      const turn = { holder: mine, granted: false, grant: () => undefined as void };
      await new Promise<void>((resolve) => {
        turn.grant = resolve;
        this.waiting.push(turn);
        setTimeout(resolve, waitMs).unref();
      });
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
      const next = this.waiting.shift();
      this.holder = next ? { ...next.holder, since: new Date().toISOString() } : null;
      if (next) {
        next.granted = true;
        next.grant();
      }
    }
  }
}
