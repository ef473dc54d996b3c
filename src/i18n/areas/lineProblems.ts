import type { I18nArea } from '../provider';
import { lineProblemsCn, lineProblemsEn } from '../sections/lineProblems';
import type { Shape } from '../shape';

/** Pasted lists' count of wrong lines (sections/lineProblems.ts): included by the areas of screens with such lists. */
const en = { lineProblems: lineProblemsEn };
const cn: Shape<typeof en> = { lineProblems: lineProblemsCn };

export default { en, cn } satisfies I18nArea;
