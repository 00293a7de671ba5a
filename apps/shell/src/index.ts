// No async boundary: the shell is built without the federation plugin, so nothing of its own waits for a
// share scope; the runtime it creates (bootstrap.tsx) is what the remotes borrow.
import './bootstrap';
