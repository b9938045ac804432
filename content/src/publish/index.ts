export { publishContent, type PublishOptions } from './publishContent';
export { linkTree } from './linkTree';
export { ContentError } from '../issues/ContentError';
