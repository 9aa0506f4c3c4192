export { createBus, COMMAND_BUFFER_LIMIT } from './create-bus';
export type { BusOptions } from './create-bus';
export { useBusEvent } from './use-bus-event';
