import type { I18nArea } from '../../provider';
import { analysisCn, analysisEn } from '../../sections/analysis';
import type { Shape } from '../../shape';
import forms from '../forms';
import knownNames from '../knownNames';
import charts from '../charts';

/** The messages of the analysis screens (src/user/analysis). */
const en = {
    analysis: analysisEn,
};

const cn: Shape<typeof en> = {
    analysis: analysisCn,
};

export default { en, cn, includes: [forms, knownNames, charts] } satisfies I18nArea;
