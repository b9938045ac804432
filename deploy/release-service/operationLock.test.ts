import { OperationLock, type LockHolder } from './operationLock';

// The release lock lives in the release service's memory (no lock file to take over when it
// looks stale): two commands never hold it at once, whatever their timing, and one that waits
// longer than it may is refused naming the holder, having done nothing.

const asker = (actor: string): Omit<LockHolder, 'since'> => ({
  actor,
  pid: 1,
  host: 'test',
  command: `promote ${actor}`,
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('OperationLock', () => {
  it('never lets two holders work at once, and serves them in the order they asked', async () => {
    const lock = new OperationLock('the site state');
    let working = 0;
    let most = 0;
    const order: string[] = [];
    await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((actor, index) =>
        lock.run(asker(actor), 5_000, async () => {
          working += 1;
          most = Math.max(most, working);
          order.push(actor);
          await pause(5 * (5 - index));
          working -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(order).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(lock.heldBy).toBeNull();
  });

  it('refuses one that waited longer than it may, naming the holder, and runs nothing of it', async () => {
    const lock = new OperationLock('the renderer');
    let ranLate = false;
    const holding = lock.run(asker('team-christmas'), 0, () => pause(50));
    await expect(
      lock.run(asker('team-easter'), 10, async () => {
        ranLate = true;
      }),
    ).rejects.toThrow(
      /^Refused: another release command holds the lock \(the renderer\): team-christmas \(pid 1 on test, `promote team-christmas`/,
    );
    await holding;
    expect(ranLate).toBe(false);
    // Free again: the next one goes at once.
    await expect(lock.run(asker('later'), 0, async () => 'done')).resolves.toBe('done');
  });

  it("waits behind the service's own work past its wait, then only its wait for a person", async () => {
    const lock = new OperationLock('the renderer');
    const midnight = lock.run({ ...asker('Canberra midnight'), background: true }, 0, () =>
      pause(120),
    );
    // Asked with 20 ms to wait, it waits out the midnight's 120 ms render and goes.
    const order: string[] = [];
    const person = lock.run(asker('team-christmas'), 20, async () => {
      order.push('team-christmas');
      await pause(100);
    });
    // Behind the midnight, then a person: its 20 ms start when the person takes the lock.
    const refused = expect(
      lock.run(asker('team-easter'), 20, async () => {
        order.push('team-easter');
      }),
    ).rejects.toThrow(/holds the lock \(the renderer\): team-christmas /);
    await midnight;
    await person;
    await refused;
    expect(order).toEqual(['team-christmas']);
  });

  it("waits behind the service's own work that took the lock after it asked", async () => {
    const lock = new OperationLock('the renderer');
    const person = lock.run(asker('team-christmas'), 0, () => pause(20));
    const midnight = lock.run({ ...asker('Canberra midnight'), background: true }, 1_000, () =>
      pause(120),
    );
    // Asked with 60 ms to wait: 20 for the person ahead, then the midnight's 120 do not count.
    let ran = false;
    const waiting = lock.run(asker('team-easter'), 60, async () => {
      ran = true;
    });
    await Promise.all([person, midnight, waiting]);
    expect(ran).toBe(true);
  });

  it('has one holder at most when a turn and a wait run out in the same moment', async () => {
    const lock = new OperationLock('the site state');
    let working = 0;
    let most = 0;
    const work = async () => {
      working += 1;
      most = Math.max(most, working);
      await pause(1);
      working -= 1;
    };
    // Each waits about as long as the one before it holds the lock: granted or refused.
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) => lock.run(asker(`c${index}`), index % 3, work)),
    );
    expect(most).toBe(1);
    expect(results.some((result) => result.status === 'fulfilled')).toBe(true);
    for (const result of results)
      if (result.status === 'rejected')
        expect((result.reason as Error).message).toMatch(/^Refused: another release command/);
    expect(lock.heldBy).toBeNull();
  });
});
