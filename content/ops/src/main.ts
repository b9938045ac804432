import 'shared-lib/styles/tokens.css';
import './ops.css';
import { loadDashboard } from './dashboard';

// The window is the page's address (`?window=1h`), so a link from an alert shows what it saw.
void loadDashboard(new URL(window.location.href));
