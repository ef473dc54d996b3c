import type { Shape } from '../shape';

/** The recursive segment dialog's refusals that name the saved rows in the way. */
export const segmentRulesEn = {
    overlapWith: 'Overlapping IP segment: %{line}, conflicts with %{rows}',
    allExists: 'There is an "all segments" entry already: %{rows}',
};

export const segmentRulesCn: Shape<typeof segmentRulesEn> = {
    overlapWith: 'IP区间重复：%{line}，与已有IP段冲突：%{rows}',
    allExists: '已有所有IP段：%{rows}',
};
