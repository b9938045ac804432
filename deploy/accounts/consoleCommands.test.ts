import { emptyDocument } from '../site-state/siteStateDocument';
import { checkConsoleCommand } from './consoleCommands';

const document = {
  ...emptyDocument('http://127.0.0.1:8080', new Date('2026-11-28T00:00:00Z')),
  candidates: [
    {
      id: 'c-stores',
      change: { kind: 'release' as const, workspace: 'mf-stores', version: '2.0.0' },
      label: 'mf-stores 2.0.0',
      generation: '000002',
      previewToken: 'secret',
      basedOn: '000001',
      stagedAt: '2026-11-28T00:00:00Z',
      by: 'stores-ci',
    },
  ],
};

describe('the release console’s role checks', () => {
  it('lets marketing release the gift campaigns only', () => {
    expect(() =>
      checkConsoleCommand(
        'marketing',
        { command: 'schedule', args: { workspace: 'mf-gifts' } },
        document,
      ),
    ).not.toThrow();
    expect(() =>
      checkConsoleCommand(
        'marketing',
        { command: 'promote', args: { workspace: 'mf-stores' } },
        document,
      ),
    ).toThrow('marketing accounts release mf-gifts, not mf-stores');
    expect(() =>
      checkConsoleCommand(
        'marketing',
        { command: 'promote', args: { candidate: 'c-stores' } },
        document,
      ),
    ).toThrow('not mf-stores');
  });

  it('lets a team release its own remote, whichever way the command names it', () => {
    expect(() =>
      checkConsoleCommand(
        'team-stores',
        { command: 'promote', args: { candidate: 'c-stores' } },
        document,
      ),
    ).not.toThrow();
    expect(() =>
      checkConsoleCommand(
        'team-stores',
        { command: 'abort', args: { workspace: 'mf-gifts' } },
        document,
      ),
    ).toThrow('team-stores accounts release mf-stores, not mf-gifts');
  });

  it('refuses an editor everything, the command line’s commands to all, and a whole-site rollback to all but an admin', () => {
    expect(() =>
      checkConsoleCommand(
        'editor',
        { command: 'stage', args: { workspace: 'mf-gifts' } },
        document,
      ),
    ).toThrow('editor accounts release nothing, not mf-gifts');
    expect(() =>
      checkConsoleCommand('admin', { command: 'token-create', args: {} }, document),
    ).toThrow(/token-create is the command line's/);
    expect(() =>
      checkConsoleCommand('marketing', { command: 'rollback', args: {} }, document),
    ).toThrow('rollback needs a remote you release: mf-gifts');
    expect(() =>
      checkConsoleCommand('admin', { command: 'rollback', args: {} }, document),
    ).not.toThrow();
  });
});
