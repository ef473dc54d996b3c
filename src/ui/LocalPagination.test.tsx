import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/provider';
import { LocalPagination, useLocalPaging } from './LocalPagination';

const renderPager = (locale: 'cn' | 'en', onPageChange = vi.fn()) => {
    render(
        <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
            <LocalPagination count={16} page={0} rowsPerPage={10} rowsPerPageOptions={[10, 20]} onPageChange={onPageChange} onRowsPerPageChange={vi.fn()} />
        </AdminContext>,
    );
    return onPageChange;
};

afterEach(() => i18nProvider.changeLocale('cn'));

describe('LocalPagination', () => {
    it("speaks Chinese in Chinese: the range, the page size's label and the buttons, in react-admin's words", async () => {
        await i18nProvider.changeLocale('cn');
        const onPageChange = renderPager('cn');
        expect(await screen.findByText('1-10 / 16')).toBeTruthy();
        expect(screen.getByText('每页行数：')).toBeTruthy();
        expect(screen.queryByText(/of 16/)).toBeNull();
        expect(screen.getByRole('button', { name: '转到上一页' })).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '转到下一页' }));
        expect(onPageChange).toHaveBeenCalledWith(expect.anything(), 1);
    });

    it('speaks English in English', async () => {
        await i18nProvider.changeLocale('en');
        renderPager('en');
        expect(await screen.findByText('1-10 of 16')).toBeTruthy();
        expect(screen.getByText('Rows per page:')).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Go to next page' })).toBeTruthy();
    });
});

describe('useLocalPaging', () => {
    it('starts at the first page with the first size; a new size starts again at the first page', () => {
        const { result } = renderHook(() => useLocalPaging());
        expect([result.current.page, result.current.limit, result.current.pager.rowsPerPageOptions]).toEqual([0, 10, [10, 20, 50]]);
        act(() => result.current.pager.onPageChange(null, 3));
        expect(result.current.page).toBe(3);
        act(() => result.current.pager.onRowsPerPageChange({ target: { value: '50' } } as ChangeEvent<HTMLInputElement>));
        expect([result.current.page, result.current.limit, result.current.pager.rowsPerPage]).toEqual([0, 50, 50]);
    });
});
