import type { I18nArea } from '../provider';
import { cityNamesCn, cityNamesEn } from '../sections/cityNames';
import { lineNamesCn, lineNamesEn } from '../sections/lineNames';
import { logTextsCn, logTextsEn } from '../sections/logTexts';
import { productNamesCn, productNamesEn } from '../sections/productNames';
import { statNamesCn, statNamesEn } from '../sections/statNames';
import type { Shape } from '../shape';

/**
 * The names the service gives only in Chinese that the console knows (lines, regions, ISPs, resolvers, plans,
 * services, order items, log actions and summaries): included by the areas of the screens that show them.
 */
const en = { lineNames: lineNamesEn, statNames: statNamesEn, cityNames: cityNamesEn, productNames: productNamesEn, logTexts: logTextsEn };
const cn: Shape<typeof en> = { lineNames: lineNamesCn, statNames: statNamesCn, cityNames: cityNamesCn, productNames: productNamesCn, logTexts: logTextsCn };

export default { en, cn } satisfies I18nArea;
