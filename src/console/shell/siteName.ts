import { useDefaultTitle, useTranslate } from 'react-admin';
import { useWebConfig } from '../../data/webConfig/useWebConfig';

/**
 * The product's one name, on the sign-in pages as in the header: web config basic.webName (云解析DNS in the demo),
 * else the translated app name.
 */
export const useSiteName = (): string => {
    const translate = useTranslate();
    const title = useDefaultTitle();
    const webName = useWebConfig().data?.basic.webName?.trim();
    if (webName) return webName;
    return typeof title === 'string' ? translate(title, { _: title }) : translate('app.name');
};
