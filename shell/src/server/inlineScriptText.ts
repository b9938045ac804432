/**
 * A `.inline.js` file's text as pages carry it: its whole-line comments are for the reader of the
 * source, not bytes in every page. The policy allows the script by the hash of this text.
 */
export const inlineScriptText = (source: string): string => source.replace(/^\s*\/\/.*\n/gm, '');
