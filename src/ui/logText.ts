import { useMemo } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { logTextsCn } from '../i18n/sections/logTexts';
import { lineNamesCn } from '../i18n/sections/lineNames';

/** The key of each known action by its Chinese name. */
const ACTIONS = new Map(Object.entries(logTextsCn.actions).map(([key, name]) => [name, key]));

/** The summaries written the same way every time, by their Chinese text. */
const FIXED = new Map(
    (
        [
            'passwordSignIn',
            'wrongPassword',
            'signedOut',
            'changedPassword',
            'regeneratedApiKey',
            'setPayPassword',
            'submittedVerification',
            'licensedDomain',
            'cleared',
        ] as const
    ).map(key => [logTextsCn.summaries[key], key]),
);

type Pattern = [RegExp, (match: RegExpMatchArray, translate: TranslateFunction) => string];

const onOff = (translate: TranslateFunction, value: string) => translate(`logTexts.summaries.${value === '开' ? 'on' : 'off'}`);

/** The summaries with values in them: the whole text must match. */
const PATTERNS: Pattern[] = [
    [/^绑定手机号 (\S+)$/, ([, value], t) => t('logTexts.summaries.boundMobile', { value })],
    [/^修改邮箱为 (\S+)$/, ([, value], t) => t('logTexts.summaries.changedEmail', { value })],
    [/^密钥标签 (\d+)，算法 (\d+)$/, ([, tag, algorithm], t) => t('logTexts.summaries.keyTagAlgorithm', { tag, algorithm })],
    [/^密钥标签 (\d+)$/, ([, tag], t) => t('logTexts.summaries.keyTag', { tag })],
    [/^(.+)（(\d+)个域名）$/, ([, name, count], t) => t('logTexts.summaries.groupDomains', { name, smart_count: Number(count) })],
    [
        /^默认TTL (\d+)，CNAME加速 (开|关)，递归 (开|关)，搜索引擎 (开|关)$/,
        ([, ttl, cname, recursion, seo], t) =>
            t('logTexts.summaries.settings', { ttl, cname: onOff(t, cname), recursion: onOff(t, recursion), seo: onOff(t, seo) }),
    ],
];

/**
 * A record's default line as the log writes it, after its type wherever the record stands ("www A 默认 203.0.113.10",
 * "example.cn: old CNAME 默认 x.example.net"): said in the language shown.
 */
const RECORD_LINE = new RegExp(`(^|\\s)([A-Z][A-Z0-9]* )${lineNamesCn.default}(?= )`, 'g');

const summaryIn = (translate: TranslateFunction, text: string): string => {
    const fixed = FIXED.get(text);
    if (fixed) return translate(`logTexts.summaries.${fixed}`);
    for (const [pattern, write] of PATTERNS) {
        const match = text.match(pattern);
        if (match) return write(match, translate);
    }
    const more = /^(.+) 等(\d+)条$/.exec(text);
    if (more) return translate('logTexts.summaries.more', { shown: summaryIn(translate, more[1]), count: more[2] });
    // the records a write names, one by one
    return text
        .split('；')
        .map(part => part.replace(RECORD_LINE, (_, space: string, type: string) => `${space}${type}${translate('lineNames.default')}`))
        .join(translate('logTexts.separator'));
};

/**
 * An operation log's action and summary in the language shown: an action by its name, a summary by the patterns the
 * console knows (a record's default line too); anything else as the service wrote it.
 */
export const useLogText = () => {
    const translate = useTranslate();
    return useMemo(
        () => ({
            action: (name: string) => {
                const key = ACTIONS.get(name);
                return key ? translate(`logTexts.actions.${key}`) : name;
            },
            summary: (text: string) => summaryIn(translate, text ?? ''),
        }),
        [translate],
    );
};
