// jsdom lacks what react-router reads at import time; import this first in a jsdom spec that renders routes.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
