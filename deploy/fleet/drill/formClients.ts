import { competitionParts, multipartBody, SAMPLE } from 'forms-api/testing/multipart';
import { sha256Of } from '../../generations/fileManifest';

/** One submission as a client made it: acknowledged (201, or 200 for a repeat) or not yet. */
export interface Submission {
  id: string;
  sha256: string;
  attempts: number;
  /** Every answer it got, in order (a status, or `error` for no answer). */
  answers: (number | 'error')[];
  acknowledged: 201 | 200 | null;
  /** A 503 that said when to come back. */
  retryAfter: string[];
}

const SUBMIT_PATH = '/restful_forms/submitForm';

/**
 * `clients` shoppers submitting the colouring competition (a drawing of random bytes each) through
 * the edge, from an address of their own each time (as many shoppers are), every `pauseMs`. A
 * submission that is not acknowledged is sent again with the same `submission_id`, as the form
 * does, until it is; `stop()` stops new ones and waits up to `settleMs` for the rest.
 */
export function submitForms(base: string, origin: string, clients: number, pauseMs: number) {
  const submissions: Submission[] = [];
  let running = true;
  let finishing = true;
  let visitor = 0;
  const send = async (submission: Submission, bytes: Buffer) => {
    const { body, contentType } = multipartBody(
      competitionParts(
        { submission_id: submission.id },
        { name: 'file', value: bytes, filename: 'drawing.png', type: 'image/png' },
      ),
    );
    visitor += 1;
    submission.attempts += 1;
    try {
      const response = await fetch(`${base}${SUBMIT_PATH}`, {
        method: 'POST',
        headers: {
          Origin: origin,
          'Content-Type': contentType,
          'X-Forwarded-For': `10.1.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`,
        },
        body,
        signal: AbortSignal.timeout(20_000),
      });
      await response.arrayBuffer();
      submission.answers.push(response.status);
      const retryAfter = response.headers.get('retry-after');
      if (response.status === 503 && retryAfter) submission.retryAfter.push(retryAfter);
      if (response.status === 201 || response.status === 200)
        submission.acknowledged = response.status;
    } catch {
      submission.answers.push('error');
    }
  };
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let count = 0; running; count += 1) {
      const bytes = SAMPLE.png(4096);
      const submission: Submission = {
        id: `drill-${client}-${count}-${Date.now().toString(36)}`,
        sha256: sha256Of(bytes),
        attempts: 0,
        answers: [],
        acknowledged: null,
        retryAfter: [],
      };
      submissions.push(submission);
      while (!submission.acknowledged && finishing) {
        await send(submission, bytes);
        if (!submission.acknowledged) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  });
  return {
    submissions,
    async stop(settleMs: number) {
      running = false;
      const timer = setTimeout(() => (finishing = false), settleMs);
      await Promise.all(loops);
      clearTimeout(timer);
    },
  };
}
