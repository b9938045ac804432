// jsdom has no TextEncoder/TextDecoder, which react-router 7 needs when it loads; Node's are the
// same API. (Belongs in the shared jest factory in deploy/jest once that owner adds it.)
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
