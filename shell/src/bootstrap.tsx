import { startShell } from './app/startShell';

startShell(document.getElementById('root') as HTMLElement);
