import type { Shape } from '../shape';

/** Pasted lists with several wrong lines (validation/lineProblems.ts, ui/LineProblemList): the field's count. */
export const lineProblemsEn = {
    summary: '%{smart_count} line to correct, listed below |||| %{smart_count} lines to correct, listed below',
};

export const lineProblemsCn: Shape<typeof lineProblemsEn> = {
    summary: '有 %{smart_count} 行需要修改，见下方',
};
