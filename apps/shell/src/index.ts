// No async boundary: the shell builds without the federation plugin and provides the shared modules itself
// (federation/shared-modules.ts), so nothing has to settle before the app's imports run.
import './bootstrap';
