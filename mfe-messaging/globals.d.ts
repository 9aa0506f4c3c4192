/** Injected at build time by tools/webpack/remote.js. */
declare const __DASH_REMOTE_NAME__: string;
declare const __DASH_REMOTE_VERSION__: string;
declare const __DASH_CONTRACTS_MAJOR__: number;
declare module '*.css';
declare module '*.mp3' {
  const url: string;
  export default url;
}
