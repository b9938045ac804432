// jsdom lacks TextEncoder/TextDecoder, which react-router reads at import time, and MessageChannel,
// which React's server renderer schedules with (components are tested server-rendered, then
// hydrated). Node's own MessageChannel keeps jest from exiting, so this one posts with setTimeout,
// as React's scheduler does where there is no MessageChannel.
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
}
if (typeof globalThis.MessageChannel === 'undefined') {
  class ImmediatePort {
    onmessage = null;
    other = null;
    postMessage(data) {
      setTimeout(() => this.other?.onmessage?.({ data }), 0);
    }
    close() {}
  }
  class MessageChannel {
    constructor() {
      this.port1 = new ImmediatePort();
      this.port2 = new ImmediatePort();
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  Object.assign(globalThis, { MessageChannel });
}
