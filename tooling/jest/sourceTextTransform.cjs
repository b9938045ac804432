/**
 * A `.inline.js` file is a browser script the server writes into pages: imported, it is its text,
 * as webpack's `asset/source` rule gives it to the builds.
 */
module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)};` };
  },
};
