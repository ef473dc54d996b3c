/** My domains (the list screen of the user console). */
export const DOMAIN_LIST_PATH = '/dns/domain/list/list';

/**
 * My domains filtered: react-admin reads the list filter from the URL (`?filter=<JSON>`) and keeps it; page 1, as a
 * new filter starts there. No filter: the list as the user left it.
 */
export const domainListPath = (filter?: Record<string, unknown>) =>
    filter ? `${DOMAIN_LIST_PATH}?${new URLSearchParams({ filter: JSON.stringify(filter), page: '1' })}` : DOMAIN_LIST_PATH;

/** The URL parameter that opens the add dialog (AddDomainFromUrl). */
export const ADD_PARAM = 'add';

/** My domains with the add dialog open (the dashboard's "add domain"). */
export const ADD_DOMAIN_PATH = `${DOMAIN_LIST_PATH}?${ADD_PARAM}=1`;
