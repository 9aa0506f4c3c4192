export { createRouter } from './router';
export type { PlatformRouter, RouterOptions, ShellLocation } from './router';
