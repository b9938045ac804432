import { startStandalone } from 'shared-lib/standalone';
import { FormBlocksPage } from './standalone/FormBlocksPage';

// Only used when the remote runs on its own (`npm start -w mf-forms`); the shell never loads it.
// mf-forms exposes a block, not a page: content pages show their form blocks.
startStandalone({ title: 'mf-forms', pages: { 'content-page': FormBlocksPage } });
