import { describe, expect, it } from 'vitest';
import { raChinese } from './raChinese';

type Tree = { [key: string]: Tree | string };
const phrases = (tree: Tree, prefix = ''): Array<[string, string]> =>
    Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : phrases(value, `${prefix}${key}.`),
    );

describe("react-admin's Chinese messages", () => {
    it('use full-width punctuation after Chinese text (no "无效. 请" or "页码, 请")', () => {
        const halfWidth = phrases(raChinese as unknown as Tree).filter(([, text]) => /\p{Script=Han}\s*[.,?!:;](\s|$)/u.test(text));
        expect(halfWidth).toEqual([]);
        expect(raChinese.ra.message.invalid_form).toBe('表单输入无效，请检查错误提示');
    });

    it("name the pager's buttons one way (转到…页), not 向后 beside 转到上一页", () => {
        const { navigation } = raChinese.ra;
        expect([navigation.first, navigation.previous, navigation.next, navigation.last]).toEqual(['转到第一页', '转到上一页', '转到下一页', '转到最后一页']);
    });
});
