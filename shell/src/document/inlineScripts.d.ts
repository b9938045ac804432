/** A browser script the server writes into pages: its import is its text (`asset/source`). */
declare module '*.inline.js' {
  const source: string;
  export default source;
}
