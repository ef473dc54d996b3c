import type { I18nArea } from '../provider';
import { lineNamesCn, lineNamesEn } from '../sections/lineNames';
import { statNamesCn, statNamesEn } from '../sections/statNames';
import type { Shape } from '../shape';

/**
 * The names the service gives only in Chinese that the console knows (lines, regions, ISPs, resolvers): included
 * by the areas of the screens that show them (records and lines, statistics, logs).
 */
const en = { lineNames: lineNamesEn, statNames: statNamesEn };
const cn: Shape<typeof en> = { lineNames: lineNamesCn, statNames: statNamesCn };

export default { en, cn } satisfies I18nArea;
