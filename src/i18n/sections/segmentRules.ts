import type { Shape } from '../shape';

/** The recursive segment dialog's refusal of a second "all segments" entry, naming the one there (an overlap is ipSegments.overlap, in the transfer area). */
export const segmentRulesEn = {
    allExists: 'There is an "all segments" entry already: %{rows}',
};

export const segmentRulesCn: Shape<typeof segmentRulesEn> = {
    allExists: '已有所有IP段：%{rows}',
};
