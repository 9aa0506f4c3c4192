// The logging pipeline (shell/README.md "Logging"): the collector is in the first page; the logger
// is its own chunk, loaded by create-platform once the page is idle.
export { createLogCollector } from './log-collector';
export type { LogCollector, RawLogEvent } from './log-collector';
