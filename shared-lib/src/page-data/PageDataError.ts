/** Why page data could not be used (docs/reference/messages.md#page-data). */
export type PageDataErrorCode =
  'NOT_FOUND' | 'FETCH_FAILED' | 'PARSE_FAILED' | 'MISSING_HASH' | 'INVALID_HASH';

export class PageDataError extends Error {
  constructor(
    message: string,
    readonly code: PageDataErrorCode,
    readonly url: string,
  ) {
    super(message);
    this.name = 'PageDataError';
  }
}
