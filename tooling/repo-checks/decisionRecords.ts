/** What the index (docs/decisions/README.md) and each record must agree on. */
export interface DecisionRecord {
  file: string;
  text: string;
}

const TITLE = /^# (\d{3}): \S/;
const STATUS = /^Status: (current|replaced by \d{3})\b/;
const SECTIONS = ['## Context', '## Decision', '## Consequences'];

/**
 * Every way the decision records break their one format or disagree with their index, in words
 * naming the file: the title line `# NNN: Title` with the file's number, a `Status:` line third
 * (current, or replaced by a record that exists), Context, Decision and Consequences in that order,
 * and a row of the index linking the file with the same status.
 */
export function decisionRecordProblems(records: DecisionRecord[], index: string): string[] {
  const problems: string[] = [];
  const numbers = new Set(records.map((record) => record.file.slice(0, 3)));
  for (const { file, text } of records) {
    const lines = text.split('\n');
    const title = TITLE.exec(lines[0] ?? '');
    if (!title) problems.push(`${file}: the first line is not "# NNN: Title"`);
    else if (title[1] !== file.slice(0, 3))
      problems.push(`${file}: the title's number ${title[1]} is not the file's`);
    const statusLine = lines[2] ?? '';
    if (!STATUS.test(statusLine))
      problems.push(
        `${file}: the third line is not "Status: current" or "Status: replaced by NNN"`,
      );
    for (const [, replacedBy] of statusLine.matchAll(/replaced by (\d{3})/g))
      if (!numbers.has(replacedBy!))
        problems.push(`${file}: its status names record ${replacedBy}, which does not exist`);
    const positions = SECTIONS.map((heading) => lines.indexOf(heading));
    if (positions.some((position) => position < 0))
      problems.push(`${file}: lacks one of ${SECTIONS.join(', ')}`);
    else if (positions.some((position, at) => at > 0 && position < positions[at - 1]!))
      problems.push(`${file}: ${SECTIONS.join(', ')} are not in that order`);
    const row = index.split('\n').find((line) => line.includes(`](${file})`));
    if (!row) problems.push(`${file}: not listed in docs/decisions/README.md`);
    else if (!row.includes(`| ${statusLine.replace('Status: ', '')} `))
      problems.push(`${file}: the index shows another status than "${statusLine}"`);
  }
  return problems;
}
