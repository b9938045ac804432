export type * from './types';
export type * from './blocks';
export { RECIPIENT_CATEGORIES } from './types';
