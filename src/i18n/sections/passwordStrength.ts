import type { Shape } from '../shape';

/** The password strength meter under a new password (advice only: the rule is 4 to 30 characters). */
export const passwordStrengthEn = {
    label: 'Strength: %{level}',
    meter: 'Password strength',
    levels: { veryWeak: 'very weak', weak: 'weak', fair: 'fair', strong: 'strong', veryStrong: 'very strong' },
    warnings: {
        common: 'This is one of the most common passwords: it would be guessed first',
        keyboard: 'Keys in a row on the keyboard are easy to guess',
        repeat: 'Repeated characters are easy to guess',
        sequence: 'Sequences such as abc or 123 are easy to guess',
        date: 'Dates and years are easy to guess',
        personal: 'Avoid your account name, mail or mobile in the password',
    },
    advice: 'Longer is stronger: several unrelated words, or letters, digits and symbols mixed',
};

export const passwordStrengthCn: Shape<typeof passwordStrengthEn> = {
    label: '强度：%{level}',
    meter: '密码强度',
    levels: { veryWeak: '很弱', weak: '弱', fair: '一般', strong: '强', veryStrong: '很强' },
    warnings: {
        common: '这是最常见的密码之一，会被最先猜中',
        keyboard: '键盘上连续的按键很容易被猜中',
        repeat: '重复的字符很容易被猜中',
        sequence: 'abc、123 这样的序列很容易被猜中',
        date: '日期和年份很容易被猜中',
        personal: '请不要在密码中使用账号、邮箱或手机号',
    },
    advice: '越长越安全：几个不相关的词，或字母、数字和符号混合',
};
