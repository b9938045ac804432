import { REMOTE_APPS } from 'shared-lib/apps';
import type { SiteDocument } from './consoleApi';
import { resultMessage } from './commandResult';
import { currentGeneration, previewAddress, servedAreas } from './servedAreas';

const document: SiteDocument = {
  site: 'https://www.example.com',
  served: ['000001', '000002'],
  generations: {
    '000001': { id: '000001', createdAt: '2026-11-27T13:00:00Z', reason: 'serve', actor: 'serve' },
    '000002': {
      id: '000002',
      createdAt: '2026-11-28T01:00:00Z',
      reason: 'promote mf-gifts 2026-xmas',
      actor: 'mia@example.org',
    },
  },
  canary: null,
  candidates: [],
  schedules: [],
  promotions: {
    'mf-gifts': [
      { version: '2026-everyday', at: '2026-11-01T00:00:00Z', by: 'gifts-ci' },
      { version: '2026-xmas', at: '2026-11-28T01:00:00Z', by: 'mia@example.org' },
    ],
  },
  disabled: { 'mf-forms': { at: '2026-11-28T00:00:00Z', by: 'ops' } },
};

describe('the release console’s view of the state', () => {
  it('lists every area with what it serves, since when and by whom', () => {
    const areas = servedAreas(document);
    expect(areas.map((area) => area.workspace)).toEqual(REMOTE_APPS.map((app) => app.workspace));
    expect(areas.find((area) => area.workspace === 'mf-gifts')).toMatchObject({
      serves: '2026-xmas',
      since: '2026-11-28T01:00:00Z',
      by: 'mia@example.org',
      disabled: false,
    });
    expect(areas.find((area) => area.workspace === 'mf-stores')).toMatchObject({
      serves: 'build',
      since: null,
    });
    expect(areas.find((area) => area.workspace === 'mf-forms')?.disabled).toBe(true);
    expect(currentGeneration(document)?.id).toBe('000002');
    expect(previewAddress(document, 'abc')).toBe('https://www.example.com/__preview/abc/');
  });

  it('says live with the generation and the Canberra time, or refused with the reason', () => {
    expect(
      resultMessage('Promote mf-gifts 2026-xmas', {
        ok: true,
        said: ['Promoted'],
        entry: { generation: '000003', time: '2026-11-28T01:00:05Z', change: 'mf-gifts' },
        seconds: 0.42,
      }),
    ).toBe(
      'Promote mf-gifts 2026-xmas: live, generation 000003 since 2026-11-28 12:00:05 (Canberra time), in 0.4 s',
    );
    expect(resultMessage('Roll back mf-gifts', { ok: false, reason: 'No earlier release' })).toBe(
      'Roll back mf-gifts refused: No earlier release',
    );
  });
});
