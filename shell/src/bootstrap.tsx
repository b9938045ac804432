import { nextTask } from './app/nextTask';
import { startShell } from './app/startShell';

// This module runs in the task that evaluated the shell's modules and the shared ones (React DOM
// among them); the shell starts in the next (decision 296).
void nextTask().then(() => startShell(document.getElementById('root') as HTMLElement));
