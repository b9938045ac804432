/**
 * Misbehaviour the end-to-end tests ask of a server, one path at a time: another status, another
 * body, or a delay. Only a server started with faults enabled listens to /__test__/faults.
 */
export interface Fault {
  path: string;
  status?: number;
  body?: string;
  delayMs?: number;
  /** Close the connection without an answer (after the delay), as a network failure would. */
  drop?: boolean;
}

export const FAULTS_ENDPOINT = '/__test__/faults';

export class FaultTable {
  private readonly faults = new Map<string, Fault>();

  set(fault: Fault): void {
    if (typeof fault.path !== 'string' || !fault.path.startsWith('/')) {
      throw new Error('a fault needs a "path" starting with "/"');
    }
    this.faults.set(fault.path, fault);
  }

  clear(): void {
    this.faults.clear();
  }

  find(pathname: string): Fault | undefined {
    return this.faults.get(pathname);
  }
}
