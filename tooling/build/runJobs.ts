/** A job: its work, run once the jobs it needs (by name) have ended. */
export interface Job<W> {
  name: string;
  steps: W;
  needs?: string[];
}

/**
 * Runs the jobs, at most `lanes` at a time, each once the jobs it needs have ended, in the order
 * given otherwise; the first failure stops new jobs from starting.
 */
export async function runJobs<W>(
  jobs: Job<W>[],
  lanes: number,
  run: (work: W) => Promise<void>,
): Promise<void> {
  const waiting = [...jobs];
  const ended = new Set<string>();
  let failure: Error | undefined;
  let running = 0;
  // Lanes with nothing ready wait here until a job ends.
  let wakeWaiting: (() => void)[] = [];
  const nextReady = async (): Promise<Job<W> | undefined> => {
    while (waiting.length > 0 && !failure) {
      const index = waiting.findIndex((job) => (job.needs ?? []).every((name) => ended.has(name)));
      if (index >= 0) return waiting.splice(index, 1)[0];
      if (running === 0) {
        failure ??= new Error(
          `Build jobs wait for jobs that never end: ${waiting.map((job) => `${job.name} (needs ${job.needs?.join(', ')})`).join('; ')}`,
        );
        return undefined;
      }
      await new Promise<void>((resolve) => wakeWaiting.push(resolve));
    }
    return undefined;
  };
  const lane = async () => {
    for (let job = await nextReady(); job; job = await nextReady()) {
      running += 1;
      await run(job.steps).then(
        () => ended.add(job.name),
        (error: Error) => {
          failure ??= error;
        },
      );
      running -= 1;
      for (const wake of wakeWaiting) wake();
      wakeWaiting = [];
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  if (failure) throw failure;
}
