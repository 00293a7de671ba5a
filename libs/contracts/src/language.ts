// zod/mini (not classic zod): these schemas are on every page's first load, and mini tree-shakes to the
// few kB they use instead of classic zod's ~27 kB gzip. They parse exactly like classic schemas.
import * as z from 'zod/mini';
import { LANGUAGES } from './constants';

/** Local-storage key of the visitor's language choice, read by every front end at start. */
export const LANGUAGE_STORAGE_KEY = 'harman.language';
/** Window event (`detail` = the language) every copy of `@harman/i18n` dispatches and follows. */
export const LANGUAGE_CHANGED_EVENT = 'harman:language-changed';

export const languageSchema = z.enum(LANGUAGES);
