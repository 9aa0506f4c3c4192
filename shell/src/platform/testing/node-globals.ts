// jsdom lacks TextEncoder, which ky reads when it loads: import this first in jsdom tests that load ky.
import { TextDecoder, TextEncoder } from 'node:util';

const target = globalThis as unknown as Record<string, unknown>;
if (typeof target.TextEncoder === 'undefined') target.TextEncoder = TextEncoder;
if (typeof target.TextDecoder === 'undefined') target.TextDecoder = TextDecoder;
