/** The address of a domain's HTTPDNS detail page (resolution test and usage). */
export const httpdnsDetailPath = (domain: string): string => `/httpdns/domain/detail?domain=${encodeURIComponent(domain)}`;

export const HTTPDNS_LIST_PATH = '/httpdns/domain';
