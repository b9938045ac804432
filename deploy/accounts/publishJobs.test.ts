import { changedPage } from './changedPage';
import { PublishJobs } from './publishJobs';

describe('the editor’s publishes', () => {
  it('publish one at a time; saves during a publish go in the next one, each job told its end', async () => {
    const calls: string[] = [];
    let release: () => void = () => undefined;
    const jobs = new PublishJobs(async (by) => {
      calls.push(by);
      if (calls.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return { generation: `00000${calls.length}`, time: '2026-11-28T01:00:00Z' };
    });
    const first = jobs.start('mia@example.org', '/offers/a/');
    await new Promise((resolve) => setImmediate(resolve));
    const second = jobs.start('ed@example.org', '/stores/b/');
    const third = jobs.start('ed@example.org', '/stores/b/');
    expect([first.state, second.state]).toEqual(['publishing', 'waiting']);
    release();
    await jobs.idle();
    expect(calls).toEqual(['mia@example.org', 'ed@example.org']);
    expect([first.generation, second.generation, third.generation]).toEqual([
      '000001',
      '000002',
      '000002',
    ]);
    expect(jobs.latest('ed@example.org')).toBe(third);
    expect(jobs.find(first.id, 'ed@example.org')).toBeNull();
  });

  it('report a refusal in the build’s words', async () => {
    const jobs = new PublishJobs(() =>
      Promise.reject(new Error('content/seed/offers/x.json: offer "x", field "store": no store y')),
    );
    const job = jobs.start('ed@example.org', '/offers/x/');
    await jobs.idle();
    expect(job).toMatchObject({
      state: 'refused',
      reason: expect.stringContaining('field "store"'),
    });
  });

  it('link a save to the page it shows on', () => {
    expect(changedPage('content/seed/offers/adairs-sale.json', null)).toBe('/offers/adairs-sale/');
    expect(changedPage('content/seed/stores/adairs.json', null)).toBe('/stores/adairs/');
    expect(changedPage('content/seed/pages/about-us.json', '{"path":{"alias":"/about-us/"}}')).toBe(
      '/about-us/',
    );
    expect(changedPage('content/seed/site.json', '{}')).toBe('/');
  });
});
