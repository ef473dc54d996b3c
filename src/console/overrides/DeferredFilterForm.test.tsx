import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { AdminContext, FilterButton, List, memoryStore, Resource, SearchInput, TopToolbar, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredFilterForm } from './DeferredFilterForm';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search" />];

/** Notes, as React commits the list's first render, whether the filter form is in the document. */
const FormAtFirstCommit = ({ seen }: { seen: boolean[] }) => {
    useLayoutEffect(() => void seen.push(document.querySelector('form') !== null), [seen]);
    return <p>rows</p>;
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('DeferredFilterForm', () => {
    it("keeps the form out of the first commit, then mounts react-admin's filter form with the inputs", async () => {
        const seen: boolean[] = [];
        const getList = vi.fn(() => Promise.resolve({ data: [], total: 0 }));
        render(
            <AdminContext dataProvider={{ getList } as unknown as DataProvider} store={memoryStore()}>
                <Resource
                    name="domain"
                    list={
                        <List
                            filters={<DeferredFilterForm filters={filters} />}
                            actions={
                                <TopToolbar>
                                    <FilterButton filters={filters} />
                                </TopToolbar>
                            }
                            empty={false}
                        >
                            <FormAtFirstCommit seen={seen} />
                        </List>
                    }
                />
            </AdminContext>,
        );
        expect(await screen.findByPlaceholderText('Search')).toBeTruthy();
        expect(screen.getByPlaceholderText('Search').closest('form')).not.toBeNull();
        expect(seen[0]).toBe(false);
    });
});
