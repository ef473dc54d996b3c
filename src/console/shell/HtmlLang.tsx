import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

/** The BCP 47 language of a console locale key (cn, en). */
export const htmlLang = (locale: string): string => (locale === 'en' ? 'en' : 'zh-CN');

/** Keeps <html lang> on the chosen locale, for screen readers, fonts and the browser's translate offer. */
export const HtmlLang = () => {
    const [locale] = useLocaleState();
    useEffect(() => {
        document.documentElement.lang = htmlLang(locale);
    }, [locale]);
    return null;
};
