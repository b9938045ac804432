import { runJobs, type Job } from './runJobs';

/** Work that records when it starts and ends, and takes `ms` (fails when `fails`). */
interface Work {
  ms: number;
  fails?: boolean;
}

function recorder() {
  const events: string[] = [];
  const run = async (job: Job<Work>) => {
    events.push(`start ${job.name}`);
    await new Promise((resolve) => setTimeout(resolve, job.steps.ms));
    events.push(`end ${job.name}`);
    if (job.steps.fails) throw new Error(`${job.name} failed`);
  };
  return { events, run };
}

async function runAll(jobs: Job<Work>[], lanes: number) {
  const { events, run } = recorder();
  const byWork = new Map(jobs.map((job) => [job.steps, job]));
  const result = await runJobs(jobs, lanes, (work) => run(byWork.get(work)!)).then(
    () => 'ok',
    (error: Error) => error.message,
  );
  return { events, result };
}

describe('runJobs', () => {
  it('starts a job once the jobs it needs have ended, and runs the others beside them', async () => {
    const { events, result } = await runAll(
      [
        { name: 'content', steps: { ms: 60 } },
        { name: 'shell', steps: { ms: 10 }, needs: ['content'] },
        { name: 'remote-a', steps: { ms: 20 } },
        { name: 'remote-b', steps: { ms: 20 } },
      ],
      2,
    );
    expect(result).toBe('ok');
    // The remotes build while content does; the shell only after it.
    expect(events.slice(0, 4)).toEqual([
      'start content',
      'start remote-a',
      'end remote-a',
      'start remote-b',
    ]);
    expect(events.indexOf('start shell')).toBeGreaterThan(events.indexOf('end content'));
    expect(events).toHaveLength(8);
  });

  it('never runs more than `lanes` jobs at once', async () => {
    const { events } = await runAll(
      ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name, steps: { ms: 5 } })),
      2,
    );
    let running = 0;
    let most = 0;
    for (const event of events) {
      running += event.startsWith('start') ? 1 : -1;
      most = Math.max(most, running);
    }
    expect(most).toBe(2);
  });

  it('starts nothing new after a failure, and never a job whose need failed', async () => {
    const { events, result } = await runAll(
      [
        { name: 'content', steps: { ms: 5, fails: true } },
        { name: 'shell', steps: { ms: 5 }, needs: ['content'] },
        { name: 'remote', steps: { ms: 20 } },
        { name: 'late', steps: { ms: 5 } },
      ],
      2,
    );
    expect(result).toBe('content failed');
    expect(events).not.toContain('start shell');
    expect(events).not.toContain('start late');
    // What was running when it failed ends.
    expect(events).toContain('end remote');
  });

  it('refuses jobs that need a job that is not there, naming them, rather than waiting forever', async () => {
    const { events, result } = await runAll(
      [{ name: 'shell', steps: { ms: 5 }, needs: ['contnet'] }],
      2,
    );
    expect(result).toBe('Build jobs wait for jobs that never end: shell (needs contnet)');
    expect(events).toEqual([]);
  });
});
