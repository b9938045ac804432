import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decisionRecordProblems } from './decisionRecords';

const DECISIONS = path.resolve(__dirname, '../../docs/decisions');

const record = (status = 'current', title = '# 007: Seed content') => ({
  file: '007-seed.md',
  text: `${title}\n\n${status}\n\n## Context\n\nc\n\n## Decision\n\nd\n\n## Consequences\n\nq\n`,
});
const index = '| [007](007-seed.md) | Seed content | current |';

describe('decisionRecordProblems', () => {
  it('accepts a record in the format that its index lists with its status', () => {
    expect(decisionRecordProblems([record('Status: current')], index)).toEqual([]);
  });

  it('names each way a record breaks the format', () => {
    expect(decisionRecordProblems([record('Status: current', '# 7 Seed')], index)).toEqual([
      '007-seed.md: the first line is not "# NNN: Title"',
    ]);
    expect(decisionRecordProblems([record('- Context: seed')], index)).toContain(
      '007-seed.md: the third line is not "Status: current" or "Status: replaced by NNN"',
    );
    expect(decisionRecordProblems([record('Status: replaced by 140')], index)).toContain(
      '007-seed.md: its status names record 140, which does not exist',
    );
    const noConsequences = record('Status: current');
    noConsequences.text = noConsequences.text.replace('## Consequences', '## Outcome');
    expect(decisionRecordProblems([noConsequences], index)).toEqual([
      '007-seed.md: lacks one of ## Context, ## Decision, ## Consequences',
    ]);
  });

  it('finds a record missing from the index or with another status there', () => {
    expect(decisionRecordProblems([record('Status: current')], '')).toEqual([
      '007-seed.md: not listed in docs/decisions/README.md',
    ]);
    expect(
      decisionRecordProblems(
        [record('Status: current'), { ...record('Status: replaced by 007'), file: '008-a.md' }],
        `${index}\n| [008](008-a.md) | A | current |`,
      ),
    ).toEqual([
      "008-a.md: the title's number 007 is not the file's",
      '008-a.md: the index shows another status than "Status: replaced by 007"',
    ]);
  });
});

it('every decision record of the repository is in the one format and in the index', () => {
  const records = readdirSync(DECISIONS)
    .filter((file) => /^\d{3}-.+\.md$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(DECISIONS, file), 'utf8') }));
  expect(records.length).toBeGreaterThan(50);
  const index = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
  expect(decisionRecordProblems(records, index)).toEqual([]);
});
