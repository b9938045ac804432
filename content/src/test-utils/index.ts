// Test helpers other workspaces use to build real content folders (the release commands' tests).
export { makeContent } from './factories';
export { makeTempDir, removeDir, writeContentDir } from './contentDir';
