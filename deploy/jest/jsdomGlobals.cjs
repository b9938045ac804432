// jsdom lacks TextEncoder/TextDecoder, which react-router reads at import time; Node has them.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
