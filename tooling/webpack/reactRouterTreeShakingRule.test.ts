import { transformSync, type TransformOptions } from '@babel/core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The rule is plain CommonJS, as the webpack factory that uses it.
const { REACT_ROUTER_BUILD, reactRouterTreeShakingRule } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./reactRouterTreeShakingRule.cjs') as {
    REACT_ROUTER_BUILD: RegExp;
    reactRouterTreeShakingRule: () => { test: RegExp; options: TransformOptions };
  };

/** The modules of React Router's production build, as shared-lib (its one importer) resolves them. */
function reactRouterBuildFiles(): string[] {
  const packageJson = require.resolve('react-router/package.json', {
    paths: [path.dirname(require.resolve('shared-lib/package.json'))],
  });
  const dir = path.join(path.dirname(packageJson), 'dist', 'production');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => path.join(dir, file));
}

const transform = (code: string) =>
  transformSync(code, { ...reactRouterTreeShakingRule().options, filename: 'chunk.mjs' })!.code!;

describe('reactRouterTreeShakingRule', () => {
  it("applies to every module of React Router's production build, and to nothing of the site", () => {
    const files = reactRouterBuildFiles();
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(file).toMatch(REACT_ROUTER_BUILD);
    expect(path.join(__dirname, 'createAppConfig.cjs')).not.toMatch(REACT_ROUTER_BUILD);
    expect('/repo/node_modules/react-router/dist/development/index.mjs').not.toMatch(
      REACT_ROUTER_BUILD,
    );
  });

  it("marks React's component factories pure and drops top-level display names", () => {
    const code = transform(
      [
        'import * as React10 from "react";',
        'var NavLink = React10.forwardRef(function NavLinkWithRef(props, ref) { return null; });',
        'NavLink.displayName = "NavLink";',
        'var LocationContext = React10.createContext(null);',
        'LocationContext.displayName = "Location";',
        'export { NavLink, LocationContext };',
      ].join('\n'),
    );
    expect(code).toContain('var NavLink = /*#__PURE__*/React10.forwardRef(');
    expect(code).toContain('var LocationContext = /*#__PURE__*/React10.createContext(null)');
    expect(code).not.toContain('displayName');
  });

  it('leaves display names set inside functions, computed ones, and calls of anything but React', () => {
    const code = transform(
      [
        'import * as React from "react";',
        'import { track } from "./track";',
        'function useFetcher() { const Form = React.forwardRef(() => null); Form.displayName = "fetcher.Form"; return Form; }',
        'var name = "Named"; var Thing = track(); Thing.displayName = name;',
        'export { useFetcher, Thing };',
      ].join('\n'),
    );
    expect(code).toContain('Form.displayName = "fetcher.Form"');
    expect(code).toContain('Thing.displayName = name');
    expect(code).toContain('var Thing = track()');
  });

  it("turns every component factory of React Router's build pure, leaving no top-level display name", () => {
    const file = reactRouterBuildFiles().find((candidate) =>
      readFileSync(candidate, 'utf8').includes('var NavLink = '),
    )!;
    const original = readFileSync(file, 'utf8');
    const code = transform(original);
    const factories = original.match(/^var \w+ = React\d*\.(forwardRef|createContext|memo)\(/gm)!;
    const pureFactories = code.match(
      /^var \w+ = \/\*#__PURE__\*\/React\d*\.(forwardRef|createContext|memo)\(/gm,
    );
    expect(factories.length).toBeGreaterThan(10);
    expect(pureFactories).toHaveLength(factories.length);
    expect(code).toMatch(/var NavLink = \/\*#__PURE__\*\/React\d*\.forwardRef\(/);
    expect(original).toMatch(/^\w+\.displayName = "/m);
    expect(code).not.toMatch(/^\w+\.displayName = "/m);
  });
});
