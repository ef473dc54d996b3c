import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
import { RequireSession } from './RequireSession';
import { markSessionSuperseded } from './sessionSuperseded';

// its own file: the flag lives for the page, as it does in the browser
it('keeps the page (and the cross-tab notice on it) when another tab signed out, instead of going to the login page', () => {
    const signedOut = { getToken: () => null };
    const { unmount } = render(
        <MemoryRouter initialEntries={['/dns/dashboard']}>
            <RequireSession session={signedOut}>
                <p>the page</p>
            </RequireSession>
        </MemoryRouter>,
    );
    expect(screen.queryByText('the page')).toBeNull();
    unmount();

    markSessionSuperseded();
    render(
        <MemoryRouter initialEntries={['/dns/dashboard']}>
            <RequireSession session={signedOut}>
                <p>the page</p>
            </RequireSession>
        </MemoryRouter>,
    );
    expect(screen.getByText('the page')).toBeTruthy();
});
