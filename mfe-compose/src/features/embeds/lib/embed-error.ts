/** An embed that could not be resolved (spec 1 §8): the message, what was given and what came back. */
export class EmbedError extends Error {
  input: unknown;
  data: unknown;
  constructor(message: string, input: unknown, data?: unknown) {
    super(message);
    this.name = 'EmbedError';
    this.input = input;
    this.data = data;
  }
}

export const EMBED_MESSAGES = {
  notString: 'The input is invalid. Expected a string',
  invalidCode: 'Invalid embed code',
  invalidResponse: 'Invalid embed response',
} as const;
