export { createBus, COMMAND_BUFFER_LIMIT } from '@dash/remote-kit/src/bus';
export type { BusOptions } from '@dash/remote-kit/src/bus';
export { useBusEvent } from './use-bus-event';
