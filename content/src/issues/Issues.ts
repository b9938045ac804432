import type { ContentIssue } from './ContentError';

/** The file and item a content record came from. */
export interface Where {
  file: string;
  itemId?: string;
  index?: number;
}

/**
 * Collects content problems instead of throwing at the first, and remembers where each loaded
 * record came from so that later checks (cross-references) can name its file and item.
 */
export class Issues {
  readonly list: ContentIssue[] = [];
  private readonly origins = new WeakMap<object, Where>();

  /** Records that `item` was read from `where`. */
  locate(item: object, where: Where): void {
    this.origins.set(item, where);
  }

  whereOf(item: object): Where {
    return this.origins.get(item) ?? { file: '(unknown file)' };
  }

  add(where: Where, field: string | undefined, message: string): void {
    this.list.push({ ...where, ...(field ? { field } : {}), message });
  }

  /** A problem with `field` of a record located earlier. */
  at(item: object, field: string | undefined, message: string): void {
    this.add(this.whereOf(item), field, message);
  }

  get isEmpty(): boolean {
    return this.list.length === 0;
  }
}
