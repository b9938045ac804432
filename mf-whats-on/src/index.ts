// The entry only loads the bootstrap asynchronously, so shared modules are negotiated first.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
