import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder, which react-router reads when it loads: a spec that renders a screen
// importing it imports this first.
Object.assign(globalThis, { TextEncoder, TextDecoder });
