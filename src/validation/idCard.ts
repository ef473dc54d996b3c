/**
 * The second-generation resident ID card (GB 11643-1999) and the real name that goes with it. Pure functions;
 * the validators follow react-admin's convention (empty passes: pair them with required()) and answer message
 * keys of the verification section. The demo backend refuses with the same functions.
 */

/** Province-level region codes (the first two digits) and their names, as the completed step shows the area. */
export const ID_PROVINCES: Readonly<Record<string, string>> = {
    '11': '北京市',
    '12': '天津市',
    '13': '河北省',
    '14': '山西省',
    '15': '内蒙古自治区',
    '21': '辽宁省',
    '22': '吉林省',
    '23': '黑龙江省',
    '31': '上海市',
    '32': '江苏省',
    '33': '浙江省',
    '34': '安徽省',
    '35': '福建省',
    '36': '江西省',
    '37': '山东省',
    '41': '河南省',
    '42': '湖北省',
    '43': '湖南省',
    '44': '广东省',
    '45': '广西壮族自治区',
    '46': '海南省',
    '50': '重庆市',
    '51': '四川省',
    '52': '贵州省',
    '53': '云南省',
    '54': '西藏自治区',
    '61': '陕西省',
    '62': '甘肃省',
    '63': '青海省',
    '64': '宁夏回族自治区',
    '65': '新疆维吾尔自治区',
    '71': '台湾省',
    '81': '香港特别行政区',
    '82': '澳门特别行政区',
};

/** ISO 7064 MOD 11-2 weights of the first 17 digits, and the check character for each remainder. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** The check character of the first 17 digits (which must be digits). */
export const idCheckChar = (first17: string): string => {
    let sum = 0;
    for (let index = 0; index < 17; index++) sum += Number(first17[index]) * WEIGHTS[index];
    return CHECK_CHARS[sum % 11];
};

/** YYYYMMDD is a real calendar date, from 1900 to `today`. */
const isRealBirthDate = (digits: string, today: Date): boolean => {
    const year = Number(digits.slice(0, 4));
    const month = Number(digits.slice(4, 6));
    const day = Number(digits.slice(6, 8));
    if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
    return date.getTime() <= Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
};

/**
 * A valid second-generation ID number: 18 characters (17 digits, then a digit or X, either case), a known
 * province, a real birth date not in the future, and the MOD 11-2 check character.
 */
export const isIdCardNumber = (value: string, today: Date = new Date()): boolean => {
    if (!/^\d{17}[\dXx]$/.test(value)) return false;
    if (!ID_PROVINCES[value.slice(0, 2)] || value.slice(2, 6) === '0000') return false;
    if (!isRealBirthDate(value.slice(6, 14), today)) return false;
    return idCheckChar(value.slice(0, 17)) === value[17].toUpperCase();
};

/** The province an ID number was issued in ('' when unknown). */
export const idCardArea = (value: string): string => ID_PROVINCES[value.slice(0, 2)] ?? '';

/** A real name: Chinese characters or letters, parts joined by a middle dot (·), 2-30 characters in all. */
export const isRealName = (value: string): boolean =>
    value.length >= 2 && value.length <= 30 && /^[\u4e00-\u9fa5A-Za-z]+(?:[·•][\u4e00-\u9fa5A-Za-z]+)*$/.test(value);

const judge =
    (test: (text: string) => boolean, key: string) =>
    (value: unknown): string | undefined => {
        if (value === undefined || value === null) return undefined;
        const text = String(value).trim();
        return text === '' || test(text) ? undefined : key;
    };

/** "二代身份证格式错误" */
export const validateIdCard = judge(text => isIdCardNumber(text), 'verification.validation.idCard');
export const validateRealName = judge(isRealName, 'verification.validation.realName');

/** 张伟 -> 张*, 欧阳娜娜 -> 欧***: the first character only. */
export const maskRealName = (name: string): string => (name ? name[0] + '*'.repeat(Math.max(1, name.length - 1)) : '');

/** 110101199003071237 -> 1101**********1237: the first and last four characters only. */
export const maskIdNumber = (id: string): string => (id.length > 8 ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}` : id);
