/** A package as `npm ls --all --json` prints it, as far as these checks read it. */
export interface NpmLsNode {
  version?: string;
  /** On the root: every problem npm found, one sentence each ("missing: …", "invalid: …"). */
  problems?: string[];
  missing?: boolean;
  /** The wanted ranges the installed version does not satisfy, and who wants them. */
  invalid?: string;
  extraneous?: boolean;
  dependencies?: Record<string, NpmLsNode>;
}

function* packagesIn(
  node: NpmLsNode,
  path: string[] = [],
): Generator<{ name: string; path: string[]; node: NpmLsNode }> {
  for (const [name, child] of Object.entries(node.dependencies ?? {})) {
    yield { name, path: [...path, name], node: child };
    yield* packagesIn(child, [...path, name]);
  }
}

/**
 * Every problem of the installed tree, in words naming the package: npm's own list (the root's
 * `problems`), or, where npm printed none, each package marked missing, invalid or extraneous
 * with the chain of dependents that leads to it.
 */
export function dependencyTreeProblems(tree: NpmLsNode): string[] {
  if (tree.problems?.length) return [...new Set(tree.problems)];
  const problems = new Set<string>();
  for (const { name, path, node } of packagesIn(tree)) {
    const where = path.join(' > ');
    if (node.missing) problems.add(`missing: ${name} (${where})`);
    if (node.invalid) problems.add(`invalid: ${name}@${node.version} ${node.invalid} (${where})`);
    if (node.extraneous) problems.add(`extraneous: ${name}@${node.version} (${where})`);
  }
  return [...problems];
}

/** The versions of one package installed anywhere in the tree, each once, in order. */
export function installedVersions(tree: NpmLsNode, packageName: string): string[] {
  const versions = new Set<string>();
  for (const { name, node } of packagesIn(tree))
    if (name === packageName && node.version) versions.add(node.version);
  return [...versions].sort();
}
