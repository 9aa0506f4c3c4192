// Link preview: the public surface (see README.md).
export { useOpenGraph, OPEN_GRAPH_DEBOUNCE_MS, type OpenGraphState } from './hooks/use-open-graph';
