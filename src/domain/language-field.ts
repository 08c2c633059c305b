/** The language field of requests and answers (kept apart so the language rules carry no zod). */
import { z } from 'zod';
import { LANGUAGES } from './languages';

export const languageField = z.enum(LANGUAGES);
