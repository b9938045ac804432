import { readPalette } from './palette';
import { campaignSvg, sceneSvg } from './scenes';

const palette = readPalette();
const box = { w: 600, h: 400 };
const names = Array.from({ length: 40 }, (_, index) => `Item number ${index}`);
// Only the drawn percent sign uses round line caps.
const hasPercentSign = (svg: string) => svg.includes('stroke-linecap="round"');

describe('seed scenes', () => {
  it('draw the same picture for the same name, and another for another name', () => {
    expect(sceneSvg('Kids Club Sundays', box, palette, 'events')).toBe(
      sceneSvg('Kids Club Sundays', box, palette, 'events'),
    );
    expect(sceneSvg('Kids Club Sundays', box, palette, 'events')).not.toBe(
      sceneSvg('Fyshwick farmers market', box, palette, 'events'),
    );
  });

  it('carry no words: no text in scenes or campaign banners', () => {
    for (const name of names) {
      expect(sceneSvg(name, box, palette, 'offers')).not.toContain('<text');
      expect(campaignSvg(name, { w: 1600, h: 800 }, palette)).not.toContain('<text');
    }
  });

  it('keep the price tag for offers: events and stories never get one', () => {
    expect(names.some((name) => hasPercentSign(sceneSvg(name, box, palette, 'offers')))).toBe(true);
    for (const name of names)
      expect(hasPercentSign(sceneSvg(name, box, palette, 'events'))).toBe(false);
  });
});
