import { startShell } from './app/startShell';

void startShell(document.getElementById('root') as HTMLElement);
