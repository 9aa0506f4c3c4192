/** Name of the BroadcastChannel the shell opens in every tab (messages: window-channel.ts). */
export const WINDOW_CHANNEL_NAME = 'dash:window-channel';
export const WINDOW_CHANNEL_PROTOCOL = 1;
