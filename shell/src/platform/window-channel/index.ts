export { startWindowChannel } from './window-channel';
export type { ChannelPort, WindowChannel, WindowChannelEffects, WindowChannelOptions } from './window-channel';
