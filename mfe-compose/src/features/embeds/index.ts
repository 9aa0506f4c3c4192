// Embeds: the public surface (see README.md).
export { resolveEmbed, type ResolveEmbedOptions } from './api/resolve-embed';
export { EmbedError, EMBED_MESSAGES } from './lib/embed-error';
export { extractEmbedSource } from './lib/extract-embed-source';
