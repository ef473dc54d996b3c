import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toWebConfigForm, toWebConfigValue, type WebConfigValue } from './webConfigMapping';
import { DEFAULT_WEB_CONFIG } from '../../../demo/seed';

const stored: WebConfigValue = JSON.parse(JSON.stringify(DEFAULT_WEB_CONFIG)) as WebConfigValue;

describe('web config mapping', () => {
    it('reads switches as booleans and registration inverted (0 open -> allowed)', () => {
        const form = toWebConfigForm(stored);
        expect(form.power).toEqual({ realName: false, bindMobile: false, stopWork: false, allowRegister: true, registerCommon: true, adminTotp: false });
        expect(form.basic.webName).toBe('云解析DNS');
        expect(form.basic.lang).toBe('cn');
        expect(toWebConfigForm({ power: { register: '1', realName: '1' } }).power).toMatchObject({ allowRegister: false, realName: true });
    });

    it('reads an empty value with blanks and defaults', () => {
        const form = toWebConfigForm({});
        expect(form.basic).toEqual({ favicon: '', logoImgLight: '', logoImgDark: '', webName: '', icp: '', isp: '', lang: 'cn' });
        expect(form.power.allowRegister).toBe(true);
    });

    it('writes back 0/1 flags, register inverted, text trimmed, untouched members kept', () => {
        const form = toWebConfigForm(stored);
        form.power.allowRegister = false;
        form.power.stopWork = true;
        form.basic.webName = '  新名字 ';
        const value = toWebConfigValue(form, { ...stored, extra: { keep: true } });
        expect(value.power).toMatchObject({ register: 1, stopWork: 1, realName: 0, registerCommon: 1, disabledCrud: 0 });
        expect(value.basic?.webName).toBe('新名字');
        expect(value.agreement).toBe(stored.agreement);
        expect(value.extra).toEqual({ keep: true });
    });

    it('round-trips: value -> form -> value keeps what the form edits', () => {
        fc.assert(
            fc.property(
                fc.boolean(),
                fc.boolean(),
                fc.boolean(),
                fc.constantFrom(0, 1),
                fc.boolean(),
                fc.nat({ max: 10_000_000 }),
                fc.boolean(),
                fc.integer({ min: 5, max: 240 }),
                (realName, bindMobile, stopWork, register, registerCommon, retypeAbove, adminTotp, actingMinutes) => {
                    const value: WebConfigValue = {
                        ...stored,
                        manualRecharge: { retypeAbove, kept: 1 },
                        actingSession: { minutes: actingMinutes, kept: 1 },
                        power: {
                            realName: +realName,
                            bindMobile: +bindMobile,
                            stopWork: +stopWork,
                            register,
                            registerCommon: +registerCommon,
                            adminTotp: +adminTotp,
                            disabledCrud: 1,
                        },
                    };
                    const back = toWebConfigValue(toWebConfigForm(value), value);
                    expect(back).toEqual(value);
                },
            ),
        );
    });
});
