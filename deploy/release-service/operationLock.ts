import { hostname } from 'node:os';

/** Who holds the release service's lock: what a refused command names. */
export interface LockHolder {
  actor: string;
  /** The client's process and host (a command line's), or the service's own. */
  pid: number;
  host: string;
  command: string;
  since: string;
  /** The release service instance that holds it for the client (a shared lease names it). */
  instance?: string;
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

/** The lease is renewed this many times within its length while the work lasts. */
const RENEWALS_PER_LEASE = 3;

/**
 * A lock every release service on one store shares, held as a lease: taken when free or when
 * its holder let it run out, renewed while the work lasts, so a holder that dies (or stops for
 * longer than the lease) loses it after the lease time without anyone cleaning up.
 */
export interface SharedLease {
  readonly leaseMs: number;
  /** Takes the lease for `holder`: null when taken (or renewed), else who holds it. */
  tryAcquire(holder: LockHolder): Promise<LockHolder | null>;
  /** Extends the lease this instance holds; false when it was lost (run out and taken). */
  renew(): Promise<boolean>;
  /** Gives the lease back, only if this instance still holds it. */
  release(): Promise<void>;
}

export class LockRefused extends Error {}

export const describeHolder = (holder: LockHolder, now = Date.now()): string =>
  `${holder.actor} (pid ${holder.pid} on ${holder.host}, \`${holder.command}\`, since ${holder.since}, ${((now - Date.parse(holder.since)) / 1000).toFixed(1)} s ago${holder.instance ? `, through the release service ${holder.instance}` : ''})`;

/** This process as a release service instance, as a shared lease names it to others. */
export const THIS_INSTANCE = `${hostname()} pid ${process.pid}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One holder at a time, in the order they asked; a holder that waits longer than it may is
 * refused, naming who holds the lock, and changes nothing. Held in the service's memory, and,
 * when several release services share the site's state (PostgreSQL), also as the `shared`
 * lease, renewed while the work lasts: a service that dies holding it loses it after the lease
 * time (decision 390).
 */
export class OperationLock {
  private holder: LockHolder | null = null;
  private readonly waiting: Turn[] = [];

  constructor(
    private readonly name: string,
    private readonly shared: SharedLease | null = null,
  ) {}

  get heldBy(): LockHolder | null {
    return this.holder;
  }

  async run<T>(
    asking: Omit<LockHolder, 'since'>,
    waitMs: number,
    work: () => Promise<T>,
    onWait?: (holder: LockHolder) => void,
  ): Promise<T> {
    const asked = Date.now();
    const mine: LockHolder = {
      actor: asking.actor,
      pid: asking.pid,
      host: asking.host,
      command: asking.command,
      since: new Date().toISOString(),
      instance: THIS_INSTANCE,
      ...(asking.background ? { background: true } : {}),
    };
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
    let renewing: NodeJS.Timeout | undefined;
    try {
      if (this.shared) {
        await this.takeShared(this.holder!, asked + waitMs);
        const shared = this.shared;
        renewing = setInterval(
          () => void shared.renew().catch(() => false),
          shared.leaseMs / RENEWALS_PER_LEASE,
        );
        renewing.unref();
      }
      return await work();
    } finally {
      if (renewing) {
        clearInterval(renewing);
        await this.shared!.release().catch(() => undefined);
      }
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

  /** Waits for the shared lease until `deadline`, then refuses naming the instance holding it. */
  private async takeShared(mine: LockHolder, deadline: number): Promise<void> {
    for (;;) {
      const other = await this.shared!.tryAcquire(mine);
      if (!other) return;
      if (Date.now() >= deadline)
        throw new LockRefused(
          `Refused: another release service holds the lock (${this.name}): ${describeHolder(other)}. Nothing was changed; run it again when that one has finished (npm run release -- status shows what it did).`,
        );
      await sleep(Math.min(100, Math.max(deadline - Date.now(), 1)));
    }
  }
}
