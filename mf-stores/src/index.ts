// The entry only loads the bootstrap asynchronously, so shared modules are negotiated first.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
