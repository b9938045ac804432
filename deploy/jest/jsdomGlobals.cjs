// jsdom lacks TextEncoder/TextDecoder, which react-router reads at import time; Node has them.
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
}
