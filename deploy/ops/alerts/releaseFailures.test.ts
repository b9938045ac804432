import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RELEASE_LOG_FILE } from '../../generations/releaseLog';
import { localSiteOrigins } from '../../origins/siteOrigins';
import { ReleaseService } from '../../release-service/releaseService';
import { readReleaseLogLines } from '../releaseLogLines';
import { ALERT_RULES, ALERT_SETTINGS } from './alertRules';

const NOW = new Date('2026-11-30T13:05:00Z');

describe('the alerts read what the release service logs when it fails', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'release-failures-'));
    mkdirSync(path.join(root, 'shell-dist'));
    writeFileSync(path.join(root, 'shell-dist', 'federation-assets.json'), '{"entry":{}}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('a failed re-render and a failed schedule each hold their rule, with the cause', async () => {
    const service = await ReleaseService.open({
      stateDir: path.join(root, 'served'),
      releasesRoot: path.join(root, 'releases'),
      shellDist: path.join(root, 'shell-dist'),
      origins: localSiteOrigins(8080, '127.0.0.1'),
      lockWaitMs: 0,
      log: () => undefined,
      now: () => NOW,
    });
    const asker = (actor: string) => ({
      actor,
      pid: 1,
      host: 'release service',
      command: 'test',
      started: NOW.getTime(),
    });
    await service.logFailure(
      asker('Canberra midnight'),
      {
        action: 'rerender',
        change: 'render date 2026-11-30 → 2026-12-01',
        reason: 'Canberra midnight',
      },
      new Error('Generation 000012 is refused: /stores/ stores (timeout)'),
    );
    await service.logFailure(
      asker('schedule s-1a2b3c (by marketing)'),
      {
        action: 'schedule',
        change: 'mf-gifts 2026-xmas at 2026-11-30T13:00:00.000Z',
        reason: 'schedule s-1a2b3c (by marketing)',
        workspace: 'mf-gifts',
      },
      new Error('mf-gifts 2026-xmas answers 404'),
    );
    const { lines, skipped } = readReleaseLogLines(path.join(root, 'releases', RELEASE_LOG_FILE));
    expect(skipped).toBe(0);
    const holding = (id: string) =>
      ALERT_RULES.find((rule) => rule.id === id)!.conditions(
        {
          now: NOW.getTime(),
          releaseLog: lines,
          intake: { recent: null, outboxOldestSeconds: null, unreachable: null },
          disks: [],
          lcpLastHour: [],
        },
        ALERT_SETTINGS,
      );
    expect(holding('rerender-failed')).toEqual([
      expect.objectContaining({
        summary: `the re-render of ${NOW.toISOString()} failed`,
        figures: expect.arrayContaining([
          'reason: Canberra midnight',
          'error: Generation 000012 is refused: /stores/ stores (timeout)',
        ]),
      }),
    ]);
    expect(holding('schedule-failed')).toEqual([
      expect.objectContaining({
        summary: `mf-gifts 2026-xmas at 2026-11-30T13:00:00.000Z failed at ${NOW.toISOString()}`,
        figures: expect.arrayContaining(['error: mf-gifts 2026-xmas answers 404']),
      }),
    ]);
  });
});
