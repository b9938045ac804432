/** Where a content problem is: the file always, the item and field when known. */
export interface ContentIssue {
  /** The file as shown to the person running the build (relative to where they ran it). */
  file: string;
  itemId?: string;
  index?: number;
  /** Dotted path inside the item (or the file, for single-object files): `path.alias`, `category[0].id`. */
  field?: string;
  message: string;
}

/**
 * `content/seed/stores/nike.json: item "nike": field "path.alias": must start with "/stores/"`;
 * an item of a list file also has its index: `stores.json: item "nike" (index 4): …`.
 */
export function formatIssue(issue: ContentIssue): string {
  const parts = [issue.file];
  if (issue.itemId !== undefined || issue.index !== undefined) {
    const id = issue.itemId === undefined ? 'item' : `item "${issue.itemId}"`;
    parts.push(issue.index === undefined ? id : `${id} (index ${issue.index})`);
  }
  if (issue.field) parts.push(`field "${issue.field}"`);
  parts.push(issue.message);
  return parts.join(': ');
}

/**
 * Bad content: the build stops with every problem found, one per line, so that a content editor
 * can fix them all in one pass instead of one per build.
 */
export class ContentError extends Error {
  readonly issues: readonly ContentIssue[];

  constructor(issues: readonly ContentIssue[]) {
    const count = issues.length === 1 ? '1 problem' : `${issues.length} problems`;
    super([`Content is invalid (${count}):`, ...issues.map(formatIssue)].join('\n'));
    this.name = 'ContentError';
    this.issues = issues;
  }
}
