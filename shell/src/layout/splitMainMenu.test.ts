import type { MenuLink } from 'shared-lib/content';
import { splitMainMenu } from './splitMainMenu';

const link = (label: string): MenuLink => ({ label, url: { path: `/${label.toLowerCase()}/` } });

describe('splitMainMenu', () => {
  it('puts the first four entries left of the logo and the rest right', () => {
    const labels = ['Home', 'Stores', 'Offers', 'Whats', 'Map', 'Info'];
    const { left, right } = splitMainMenu(labels.map(link));
    expect(left.map((l) => l.label)).toEqual(['Home', 'Stores', 'Offers', 'Whats']);
    expect(right.map((l) => l.label)).toEqual(['Map', 'Info']);
  });

  it('leaves the right side empty for a short menu', () => {
    const { left, right } = splitMainMenu([link('Home'), link('Stores')]);
    expect(left).toHaveLength(2);
    expect(right).toEqual([]);
  });
});
