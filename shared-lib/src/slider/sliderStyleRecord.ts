import { createContext } from 'react';

/**
 * Where the server renderer is told the layout rules of each slider a page shows (the text of its
 * `<style>` element, made from the slider's options in code): the only style elements the site
 * writes, which the Content-Security-Policy allows by their hashes. Nothing is told in the browser.
 */
export const SliderStyleRecordContext = createContext<Set<string> | null>(null);
