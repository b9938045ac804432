import { writeFileSync } from 'node:fs';
import os from 'node:os';
import type { DrillResult } from './drills';

/** The drills' results with the machine they ran on: bench/fleet.json. */
export function drillReport(results: DrillResult[], startLoad: number) {
  return {
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${startLoad.toFixed(1)} at the start`,
    passed: results.every((result) => result.checks.every((one) => one.passed)),
    drills: results,
  };
}

/** A Markdown table with its columns padded, as the repository's formatter writes them. */
function table(head: string[], rows: string[][]): string[] {
  const widths = head.map((cell, column) =>
    Math.max(cell.length, 3, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

/** The same as a page to read: bench/fleet.md. */
export function drillMarkdown(report: ReturnType<typeof drillReport>): string {
  const lines = [
    '# Fleet drills',
    '',
    `${report.measuredAt}, ${report.machine}: ${report.passed ? 'every check passed' : 'a check FAILED'}.`,
    'Two origin nodes (nginx, forms, site events, follower) behind the edge (varnishd), one',
    'PostgreSQL, the release service; clients load pages and submit forms through the edge',
    '(`npm run fleet -- drill`, decision 394).',
    '',
    "nginx resolves a node's `current` link once per request (decision 363), so a response's",
    '`X-Site-Generation` header and its page name the same generation; the responses whose header',
    'names another generation than their page are still counted.',
  ];
  for (const result of report.drills)
    lines.push(
      '',
      `## ${result.drill} (${result.seconds.toFixed(1)} s)`,
      '',
      ...table(
        ['Check', 'Passed', 'Found'],
        result.checks.map((one) => [one.check, one.passed ? 'yes' : '**no**', one.found]),
      ),
      '',
      ...table(
        ['Figure', 'Value'],
        Object.entries(result.figures).map(([name, value]) => [name, String(value)]),
      ),
    );
  return `${lines.join('\n')}\n`;
}

export function writeDrillReport(
  jsonFile: string,
  markdownFile: string | null,
  report: ReturnType<typeof drillReport>,
) {
  writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  if (markdownFile) writeFileSync(markdownFile, drillMarkdown(report));
}
