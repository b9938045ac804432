import { loadContent } from './loadContent';
import type { Content } from '../model/content';
import { makeTempDir, removeDir, writeContentDir } from '../test-utils/contentDir';
import { makeContent } from '../test-utils/factories';

/** Problems reported for `content` written to a temp directory, one line each. */
function problems(content: Content): string[] {
  const dir = writeContentDir(content, makeTempDir());
  try {
    loadContent(dir, { displayBase: dir });
    return [];
  } catch (error) {
    return (error as Error).message.split('\n').slice(1);
  } finally {
    removeDir(dir);
  }
}

describe('centre plan checks', () => {
  it('reports a store whose shop is not on the plan, naming the store and its field', () => {
    const content = makeContent();
    content.stores[1]!.shopNumber = 'T99';
    expect(problems(content)).toEqual([
      'stores.json: item "adidas" (index 1): field "shopNumber": shop "T99" is not on the centre plan (centre-plan.json)',
    ]);
  });

  it('reports a shop number twice on the plan, naming the mall and the row', () => {
    const content = makeContent();
    content.centrePlan.malls[1]!.rows[0]!.shops[1] = 'T3';
    expect(problems(content)).toEqual([
      'centre-plan.json: item "east-mall" (index 1): field "rows[0].shops[1]": shop "T3" is also on North mall (malls[0].rows[0].shops[2])',
    ]);
  });

  it('reports a row facing the wrong way or running past its mall', () => {
    const content = makeContent();
    content.centrePlan.malls[0]!.rows[1]!.side = 'left';
    content.centrePlan.malls[1]!.rows[0]!.to = 400;
    expect(problems(content)).toEqual([
      'centre-plan.json: item "north-mall" (index 0): field "rows[1].side": must be "above" or "below": the mall runs across the plan',
      'centre-plan.json: item "east-mall" (index 1): field "rows[0]": must lie along the mall, between 20 and 120',
    ]);
  });

  it('reports a plan without an entrance, and bad fields by the schema', () => {
    const content = makeContent();
    content.centrePlan.features = content.centrePlan.features.filter(
      (feature) => feature.kind !== 'entrance',
    );
    expect(problems(content)).toEqual([
      'centre-plan.json: field "features": must include at least one entrance',
    ]);
    const broken = makeContent();
    (broken.centrePlan.features[2] as { kind: string }).kind = 'lift';
    broken.centrePlan.malls[0]!.rows[0]!.to = -5;
    expect(problems(broken)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^centre-plan\.json: field "features\[2\]\.kind": must be one of/),
        expect.stringMatching(/^centre-plan\.json: field "malls\[0\]\.rows\[0\]\.to": /),
      ]),
    );
  });
});
