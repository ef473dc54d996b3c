import chineseMessages from 'ra-language-chinese';
import type englishMessages from 'ra-language-english';
import type { Shape } from './shape';

// Placeholder until the complete, typed set lands.
export const raChinese = chineseMessages as unknown as Shape<typeof englishMessages>;
