// Only an async boundary: shared modules must not be consumed eagerly (ARCHITECTURE pitfalls).
import('./bootstrap');
