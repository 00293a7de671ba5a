// jsdom has no TextEncoder, which react-router needs at import: imported first by the component specs.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
