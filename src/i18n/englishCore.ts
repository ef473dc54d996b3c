import { en } from './en';
import { raEnglish } from './raEnglish';

/**
 * The English core catalog (react-admin's texts and ours): its own chunk, loaded when English is chosen, so a first
 * visit to /login in the default language downloads only the Chinese one.
 */
export const englishCore = { ...raEnglish, ...en };
