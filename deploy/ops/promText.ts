/** One sample of Prometheus' text format. */
export interface PromSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a `/metrics` answer (comments and lines of another shape are left out). */
export function parsePromText(text: string): PromSample[] {
  const samples: PromSample[] = [];
  for (const line of text.split('\n')) {
    const match = LINE.exec(line);
    if (!match || line.startsWith('#')) continue;
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(LABEL))
      labels[name!] = value!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    const value = Number(match[3]);
    if (!Number.isNaN(value)) samples.push({ name: match[1]!, labels, value });
  }
  return samples;
}

/** The sum of a metric's samples whose labels include `labels`. */
export const sumOf = (samples: PromSample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
