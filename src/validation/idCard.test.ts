import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ID_PROVINCES, idCardArea, idCheckChar, isIdCardNumber, isRealName, maskIdNumber, maskRealName, validateIdCard, validateRealName } from './idCard';

const TODAY = new Date(2026, 10, 23);
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** A valid number: a known province, any area digits (not 0000), a real birth date, a sequence, its check char. */
const validId = fc
    .record({
        province: fc.constantFrom(...Object.keys(ID_PROVINCES)),
        area: fc.integer({ min: 1, max: 9999 }),
        birth: fc.date({ min: new Date(1900, 0, 1), max: TODAY, noInvalidDate: true }),
        sequence: fc.integer({ min: 0, max: 999 }),
    })
    .map(({ province, area, birth, sequence }) => {
        const first17 = `${province}${pad(area, 4)}${birth.getFullYear()}${pad(birth.getMonth() + 1, 2)}${pad(birth.getDate(), 2)}${pad(sequence, 3)}`;
        return first17 + idCheckChar(first17);
    });

describe('second-generation ID card number', () => {
    it.each([
        '110101199003091234',
        '11010119900307123X'.replace(/X$/, idCheckChar('11010119900307123')),
        '440304198512154565',
        '11010519491231002X',
        '11010519491231002x',
    ])('accepts %s', value => expect(isIdCardNumber(value, TODAY)).toBe(true));

    it.each([
        ['', 'empty'],
        ['11010119900309123', '17 characters'],
        ['1101011990030912345', '19 characters'],
        ['11010119900309123A', 'a letter other than X'],
        ['110101199003091235', 'wrong check digit'],
        ['990101199003091234', 'unknown province'],
        ['110000199003091234', 'region 0000'],
        ['110101199002301234', 'February 30th'],
        ['110101189912311234', 'before 1900'],
        ['110101203001011234', 'born in the future'],
    ])('refuses %s (%s)', value => {
        expect(isIdCardNumber(value, TODAY)).toBe(false);
    });

    it('accepts every generated valid number', () => {
        fc.assert(fc.property(validId, id => isIdCardNumber(id, TODAY)));
    });

    it('refuses a valid number with one digit changed (the checksum catches it)', () => {
        fc.assert(
            fc.property(validId, fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 9 }), (id, position, shift) => {
                const changed = (Number(id[position]) + shift) % 10;
                const corrupted = `${id.slice(0, position)}${changed}${id.slice(position + 1)}`;
                return !isIdCardNumber(corrupted, TODAY);
            }),
        );
    });

    it('refuses a valid number with its check character replaced', () => {
        fc.assert(
            fc.property(validId, fc.constantFrom(...'0123456789X'), (id, check) => {
                fc.pre(check !== id[17].toUpperCase());
                return !isIdCardNumber(id.slice(0, 17) + check, TODAY);
            }),
        );
    });

    it('refuses two adjacent digits swapped when they differ', () => {
        fc.assert(
            fc.property(validId, fc.integer({ min: 0, max: 15 }), (id, position) => {
                fc.pre(id[position] !== id[position + 1]);
                const swapped = id.slice(0, position) + id[position + 1] + id[position] + id.slice(position + 2);
                return !isIdCardNumber(swapped, TODAY);
            }),
        );
    });

    it('the validator answers the message key, passes empty values and trims', () => {
        expect(validateIdCard('110101199003091235')).toBe('verification.validation.idCard');
        expect(validateIdCard(' 110101199003091234 ')).toBeUndefined();
        expect(validateIdCard('')).toBeUndefined();
        expect(validateIdCard(undefined)).toBeUndefined();
    });

    it('names the province', () => {
        expect(idCardArea('110101199003091234')).toBe('北京市');
        expect(idCardArea('440304198512154565')).toBe('广东省');
    });
});

describe('real name', () => {
    it.each(['张伟', '欧阳娜娜', '买买提·艾力', 'John Smith'.replace(' ', '·'), 'Li'])('accepts %s', name => expect(isRealName(name)).toBe(true));
    it.each(['张', '张 伟', '张伟1', '·张伟', '张伟·', '张··伟', 'John Smith', '<b>', '张'.repeat(31)])('refuses %j', name =>
        expect(isRealName(name)).toBe(false),
    );
    it('the validator answers the message key', () => {
        expect(validateRealName('张3')).toBe('verification.validation.realName');
        expect(validateRealName('张三')).toBeUndefined();
    });
});

describe('masking', () => {
    it('keeps the first character of the name', () => {
        expect(maskRealName('张伟')).toBe('张*');
        expect(maskRealName('欧阳娜娜')).toBe('欧***');
    });
    it('keeps the first and last four characters of the ID number', () => {
        expect(maskIdNumber('110101199003091234')).toBe('1101**********1234');
    });
});
