import { useTranslate } from 'react-admin';

/**
 * The app's name as <Admin title>: a translated element rather than a key, so every place react-admin shows
 * the default title (the header, the not-found page) follows the chosen language.
 */
export const AppTitle = ({ i18nKey }: { i18nKey: string }) => {
    const translate = useTranslate();
    return <>{translate(i18nKey)}</>;
};
