// Async boundary: the federation runtime settles shared modules before the app imports them.
import('./bootstrap');
