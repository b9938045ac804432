import { nextTask } from './app/nextTask';

// The modules of this chunk are evaluated in three tasks rather than one (decision 296, 335):
// React DOM's, the largest; then the shell's own, in the task after; and the shell starts in the
// next. "eager" keeps them in this chunk: the imports only split the work, not the downloads.
void import(/* webpackMode: "eager" */ 'react-dom/client')
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './app/startShell'))
  .then(async ({ startShell }) => {
    await nextTask();
    startShell(document.getElementById('root') as HTMLElement);
  });
