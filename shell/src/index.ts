import { nextTask } from './app/nextTask';

// The entry only loads the bootstrap asynchronously, so shared modules are negotiated first. The
// chunk is named so the pre-render can link its stylesheet (federation-assets.json). The
// negotiation runs in a task after this script's own (decision 296).
void nextTask().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
