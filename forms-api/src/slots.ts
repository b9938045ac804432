/** Gives a slot back; calling it again does nothing, so every path may call it. */
export type Release = () => void;

export type SlotRefusal = 'busy' | 'busy_client';

/**
 * Upload slots: at most `total` uploads in flight, and at most `perClient` from one client
 * address, so one address cannot take every slot and starve the others.
 */
export class UploadSlots {
  private inFlight = 0;
  private readonly byClient = new Map<string, number>();

  constructor(
    private readonly total: number,
    private readonly perClient: number,
  ) {}

  /** A release function when a slot is free, otherwise why not. */
  acquire(client: string): Release | SlotRefusal {
    if (this.inFlight >= this.total) return 'busy';
    const mine = this.byClient.get(client) ?? 0;
    if (mine >= this.perClient) return 'busy_client';
    this.inFlight += 1;
    this.byClient.set(client, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight -= 1;
      const left = (this.byClient.get(client) ?? 1) - 1;
      if (left > 0) this.byClient.set(client, left);
      else this.byClient.delete(client);
    };
  }

  count(): number {
    return this.inFlight;
  }
}
