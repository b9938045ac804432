import type { Category } from '../content/types';
import { categoryOptions } from './categoryTree';

const category = (tid: number, name: string, parent: number, weight: number): Category => ({
  id: String(tid),
  tid,
  name,
  parent,
  weight,
});

describe('categoryOptions', () => {
  it('orders parents by weight, each followed by its children by weight', () => {
    const options = categoryOptions([
      category(20, 'Sport', 0, 4),
      category(57, 'Outdoor', 20, 3),
      category(21, 'Sporting Equipment', 20, 1),
      category(29, 'Fashion', 0, 1),
      category(30, 'Swimwear', 29, 0),
      category(58, 'Food', 0, 0),
    ]);
    expect(options).toEqual([
      { id: 58, name: 'Food', depth: 0 },
      { id: 29, name: 'Fashion', depth: 0 },
      { id: 30, name: 'Swimwear', depth: 1 },
      { id: 20, name: 'Sport', depth: 0 },
      { id: 21, name: 'Sporting Equipment', depth: 1 },
      { id: 57, name: 'Outdoor', depth: 1 },
    ]);
  });

  it('breaks equal weights by name and lists a category under each parent it has', () => {
    const options = categoryOptions([
      category(10, 'Family', 0, 0),
      category(28, 'Outdoor', 10, 0),
      category(11, 'Electrical', 10, 0),
      category(20, 'Sport', 0, 1),
      category(57, 'Outdoor', 20, 0),
    ]);
    expect(options.map((o) => `${'-'.repeat(o.depth)}${o.name}:${o.id}`)).toEqual([
      'Family:10',
      '-Electrical:11',
      '-Outdoor:28',
      'Sport:20',
      '-Outdoor:57',
    ]);
  });

  it('leaves out children whose parent is missing and does not reorder its input', () => {
    const input = [category(5, 'Orphan', 99, 0), category(2, 'B', 0, 1), category(1, 'A', 0, 0)];
    expect(categoryOptions(input).map((o) => o.id)).toEqual([1, 2]);
    expect(input.map((c) => c.tid)).toEqual([5, 2, 1]);
  });
});
