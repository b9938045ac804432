// The entry only loads the console asynchronously, so the shared modules (React, shared-lib) are
// negotiated with the federation runtime before any of them runs.
void import(/* webpackChunkName: "release-console" */ './start');
