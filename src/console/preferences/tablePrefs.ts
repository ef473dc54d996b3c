import type { Store } from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../config/constants';
import { isObject, oneOf, useSavedPrefs } from './savedPrefs';

/** Table settings of SPEC section 1, applied to every list of the console. */
export interface TablePrefs {
    /** Zebra rows. */
    stripe: boolean;
    /** A border around every cell. */
    border: boolean;
    size: 'small' | 'medium';
    /** Alignment of cells whose column does not set its own. */
    align: 'left' | 'center' | 'right';
    /** Rows per page a list opens with. */
    pageSize: number;
}

export const TABLE_SIZES: ReadonlyArray<TablePrefs['size']> = ['small', 'medium'];
export const TABLE_ALIGNS: ReadonlyArray<TablePrefs['align']> = ['left', 'center', 'right'];
export { PAGE_SIZE_OPTIONS };

export const DEFAULT_TABLE_PREFS: TablePrefs = {
    stripe: false,
    border: false,
    size: 'small',
    align: 'left',
    pageSize: DEFAULT_PAGE_SIZE,
};

export const TABLE_PREFS_KEY = 'preferences.table';

export const sanitizeTablePrefs = (saved: unknown): TablePrefs => {
    const value = isObject(saved) ? saved : {};
    const d = DEFAULT_TABLE_PREFS;
    return {
        stripe: typeof value.stripe === 'boolean' ? value.stripe : d.stripe,
        border: typeof value.border === 'boolean' ? value.border : d.border,
        size: oneOf(value.size, TABLE_SIZES, d.size),
        align: oneOf(value.align, TABLE_ALIGNS, d.align),
        pageSize: oneOf(value.pageSize, PAGE_SIZE_OPTIONS, d.pageSize),
    };
};

/** The saved table settings (react-admin Store, localStorage), merged on update, cleared by reset. */
export const useTablePrefs = () => useSavedPrefs<TablePrefs>(TABLE_PREFS_KEY, sanitizeTablePrefs);

/** Rows per page every list opens with (SPEC: default 20, options 10 … 200). */
export const useTablePageSize = (): number => useTablePrefs().prefs.pageSize;

/** The same, read from a Store outside React (a page's first list call, started before it renders). */
export const tablePageSize = (store: Pick<Store, 'getItem'>): number => sanitizeTablePrefs(store.getItem(TABLE_PREFS_KEY)).pageSize;

/**
 * The page sizes offered by a list's pagination: the list's own options (e.g. USER_PAGE_SIZE_OPTIONS), plus the
 * chosen page size when they lack it (a page size of 30 on a user list), in ascending order.
 */
export const pageSizeOptions = (pageSize: number, base: readonly number[] = PAGE_SIZE_OPTIONS): number[] =>
    base.includes(pageSize) ? [...base] : [...base, pageSize].sort((a, b) => a - b);
