import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useCurrentRoute } from '../routing/RouteTableContext';
import { useWebConfig } from '../../data/webConfig/useWebConfig';
import { useSiteName } from './siteName';

/** Sets (or creates) <meta name=...> in the document head; an empty value removes it. */
const setMeta = (name: string, content: string | undefined, doc: Document = document) => {
    let tag = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    if (!content) {
        tag?.remove();
        return;
    }
    if (!tag) {
        tag = doc.createElement('meta');
        tag.name = name;
        doc.head.appendChild(tag);
    }
    tag.content = content;
};

/** Points every <link rel=icon> at the given URL (creating one when the page has none). */
const setFavicon = (href: string, doc: Document = document) => {
    const links = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
    if (!links.length) {
        const link = doc.createElement('link');
        link.rel = 'icon';
        doc.head.appendChild(link);
        links.push(link);
    }
    links.forEach(link => {
        link.removeAttribute('type');
        link.href = href;
    });
};

/** "Page - Site" on a page of the table, the SEO title (or the site name) elsewhere. */
export const documentTitle = ({ page, siteName, seoTitle }: { page?: string; siteName: string; seoTitle?: string }): string =>
    page ? `${page} - ${siteName}` : seoTitle || siteName;

/** The web config in the document head: favicon, title (current page in front) and the SEO description and keywords. */
export const WebConfigHead = () => {
    const translate = useTranslate();
    const config = useWebConfig().data;
    const siteName = useSiteName();
    const route = useCurrentRoute();
    const page = route ? translate(route.title, { _: '' }) : undefined;
    const title = documentTitle({ page: page || undefined, siteName, seoTitle: config?.seo.title?.trim() });
    useEffect(() => {
        document.title = title;
    }, [title]);
    const favicon = config?.basic.favicon?.trim();
    useEffect(() => {
        if (favicon) setFavicon(favicon);
    }, [favicon]);
    const description = config?.seo.description?.trim();
    const keywords = config?.seo.keywords?.trim();
    useEffect(() => {
        if (!config) return;
        setMeta('description', description);
        setMeta('keywords', keywords);
    }, [config, description, keywords]);
    return null;
};
