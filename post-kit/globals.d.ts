/** Stylesheets are bundled by each consumer's webpack (style-loader or mini-css-extract). */
declare module '*.css';
