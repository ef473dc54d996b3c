import type { Shape } from '../shape';

/** A record's remark (备注) in the record editor, the record table and its filter, the change-set diff. */
export const recordRemarksEn = {
    label: 'Remark',
    hint: 'Optional: a note for your team, at most %{max} characters. It is not part of the DNS answer.',
    filter: 'Remark',
    /** The diff's text for no remark. */
    none: '(none)',
};

export const recordRemarksCn: Shape<typeof recordRemarksEn> = {
    label: '备注',
    hint: '选填：给团队看的说明，最多 %{max} 个字符，不影响解析结果。',
    filter: '备注',
    none: '（无）',
};
