// Async boundary: lets the federation runtime settle shared modules before any of them is used.
import('./bootstrap');
