// The bus implementation (RxJS). The shell creates the product's one instance
// (shell/src/platform/create-platform.tsx); the test kit (src/testing) runs on the same code, so
// every package's tests see the semantics the product runs. Remotes never create a bus: theirs is
// the shell's, in their props.
export { createBus, COMMAND_BUFFER_LIMIT } from './create-bus';
export type { BusOptions, PlatformBus } from './create-bus';
