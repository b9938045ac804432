export { makeImage, makePageData, makeStore } from './factories';
