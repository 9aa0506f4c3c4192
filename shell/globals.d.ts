/** Injected at build time by tools/webpack/shell.js. */
declare const __DASH_CONTRACTS_MAJOR__: number;
declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
