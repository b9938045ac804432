import { randomUUID } from 'node:crypto';

/** One publish of the content after a save, as the editor follows it. */
export interface PublishJob {
  id: string;
  /** Who saved. */
  by: string;
  /** The page the save shows on (changedPage). */
  page: string;
  state: 'waiting' | 'publishing' | 'live' | 'refused';
  startedAt: string;
  /** Live: the generation and when it became the served one. */
  generation?: string;
  liveAt?: string;
  seconds?: number;
  /** Refused: the build's words, naming the file, item and field. */
  reason?: string;
}

/** What a publish gives back: the generation served and when, or a refusal (thrown). */
export type PublishContent = (by: string) => Promise<{ generation: string; time: string }>;

/** How many finished publishes are kept for the editor to read. */
const KEPT = 50;

/**
 * The editor's publishes (decision 404): each save asks for one; they run one at a time, and a
 * save while one runs is published by the next one (a publish takes the whole content folder),
 * so the person's job reports what became of their save.
 */
export class PublishJobs {
  private readonly jobs: PublishJob[] = [];
  private running: Promise<void> | null = null;
  private waiting: PublishJob[] = [];

  constructor(
    private readonly publish: PublishContent,
    private readonly now: () => number = Date.now,
  ) {}

  /** A publish for `by`'s save; its job changes state as it runs. */
  start(by: string, page: string): PublishJob {
    const job: PublishJob = {
      id: randomUUID(),
      by,
      page,
      state: 'waiting',
      startedAt: new Date(this.now()).toISOString(),
    };
    this.jobs.push(job);
    this.jobs.splice(0, Math.max(0, this.jobs.length - KEPT));
    this.waiting.push(job);
    if (!this.running) this.running = this.runWaiting();
    return job;
  }

  private async runWaiting(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0);
      const started = this.now();
      for (const job of batch) job.state = 'publishing';
      try {
        const { generation, time } = await this.publish(batch.at(-1)!.by);
        for (const job of batch)
          Object.assign(job, {
            state: 'live',
            generation,
            liveAt: time,
            seconds: (this.now() - started) / 1000,
          });
      } catch (error) {
        for (const job of batch)
          Object.assign(job, { state: 'refused', reason: (error as Error).message });
      }
    }
    this.running = null;
  }

  /** A job by its id, for the person who saved only. */
  find(id: string, by: string): PublishJob | null {
    return this.jobs.find((job) => job.id === id && job.by === by) ?? null;
  }

  /** The person's latest job. */
  latest(by: string): PublishJob | null {
    return this.jobs.findLast((job) => job.by === by) ?? null;
  }

  /** Resolves once nothing waits or runs (the tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }
}
