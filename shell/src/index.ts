// The entry only loads the bootstrap asynchronously, so shared modules are negotiated first. The
// chunk is named so the pre-render can link its stylesheet (federation-assets.json).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
