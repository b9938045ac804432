import searchEarly from '../features/search/searchEarly.inline.js';
import { inlineScriptText } from './inlineScriptText';

/**
 * The search page's own script as the page carries it (decision 334): shows a one-word query's
 * results rendered ahead. The policy allows it by the hash of this text.
 */
export const SEARCH_EARLY_SCRIPT = inlineScriptText(searchEarly);
