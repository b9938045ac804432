import { sourcesAllow, sourcesOf } from 'shared-lib/third-parties';

import { embedAddress } from './fields';

const ADDRESSES = [
  'https://cdn.lightwidget.com/widgets/lightwidget.js',
  'https://cdn.lightwidget.com',
  'https://cdn.lightwidget.com?x=1',
  'https://snazzymaps.com/embed/512345',
  'https://evil.example/x.js',
  'https://cdn.lightwidget.com.evil.example/x.js',
  'https://cdn.lightwidgetXcom/x.js',
  'http://cdn.lightwidget.com/x.js',
  'https://evil.example/?https://snazzymaps.com/',
  'https://snazzymaps.com.evil.example/embed/1',
];

describe('embedAddress', () => {
  it.each([
    ['social widget', 'script-src'],
    ['map iframe', 'frame-src'],
  ] as const)(
    'takes, for the %s, the addresses the build takes and refuses the others',
    (party, directive) => {
      const [pattern] = embedAddress('x', 'X', party, directive).pattern as [string, string];
      const sources = sourcesOf(party, directive);
      for (const address of ADDRESSES)
        expect([address, new RegExp(pattern).test(address)]).toEqual([
          address,
          sourcesAllow(sources, address),
        ]);
    },
  );
});
