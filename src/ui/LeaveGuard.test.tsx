import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { createMemoryRouter, Link, Route, RouterProvider, Routes, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/provider';
import { LEAVE_WITHOUT_ASKING, LeaveGuard } from './LeaveGuard';

const Where = () => {
    const { pathname, search } = useLocation();
    return <p data-testid="where">{`${pathname}${search}`}</p>;
};

/** A page holding something to lose once "edit" is pressed; a link, a navigate() button and a query change. */
const Editor = ({ text }: { text?: { title: string } }) => {
    const [dirty, setDirty] = useState(false);
    const navigate = useNavigate();
    return (
        <>
            <button onClick={() => setDirty(true)}>edit</button>
            <button onClick={() => setDirty(false)}>save</button>
            <Link to="/other">a link</Link>
            <button onClick={() => navigate('/other')}>navigate</button>
            <button onClick={() => navigate('/editor?tab=2')}>same page</button>
            <button onClick={() => navigate('/login')}>sign out</button>
            <button onClick={() => navigate('/', { state: LEAVE_WITHOUT_ASKING })}>another account</button>
            <LeaveGuard when={dirty} {...text} />
        </>
    );
};

type AppRouter = ReturnType<typeof createMemoryRouter>;

/** The editor in a data router (what useBlocker needs), one route matching every path as the console's. */
const open = (text?: { title: string }) => {
    const page = (
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <Where />
            <Routes>
                <Route path="/editor" element={<Editor text={text} />} />
                <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
        </AdminContext>
    );
    const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/before', '/editor'], initialIndex: 1 });
    render(<RouterProvider router={router} />);
    return router;
};

const where = () => screen.getByTestId('where').textContent;
const QUESTION = '您的修改尚未保存，离开此页面将丢失这些修改。确定离开吗？';

describe('LeaveGuard', () => {
    it('lets every way out through while there is nothing to lose', async () => {
        const router = open();
        await act(() => router.navigate(-1));
        expect(where()).toBe('/before');
    });

    it.each([
        ['the browser Back button', (router: AppRouter) => act(() => router.navigate(-1)), '/before'],
        // the dialog hides the page from assistive technology until it has closed: found once it has
        ['a link', async () => fireEvent.click(await screen.findByRole('link', { name: 'a link' })), '/other'],
        ['a navigate() call', async () => fireEvent.click(await screen.findByRole('button', { name: 'navigate' })), '/other'],
    ])('asks before leaving by %s: stay keeps the page, leave goes on', async (_, leave, destination) => {
        const router = open();
        fireEvent.click(screen.getByRole('button', { name: 'edit' }));
        await leave(router);
        expect(await screen.findByText(QUESTION)).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '留在此页' }));
        expect(where()).toBe('/editor');

        await leave(router);
        fireEvent.click(await screen.findByRole('button', { name: '离开' }));
        expect(await screen.findByText('elsewhere')).toBeTruthy();
        expect(where()).toBe(destination);
    });

    it('does not ask for a new query on the same page, nor once the work is saved', async () => {
        open();
        fireEvent.click(screen.getByRole('button', { name: 'edit' }));
        fireEvent.click(screen.getByRole('button', { name: 'same page' }));
        expect(await screen.findByText('/editor?tab=2')).toBeTruthy();
        expect(screen.queryByText(QUESTION)).toBeNull();

        fireEvent.click(screen.getByRole('button', { name: 'save' }));
        fireEvent.click(screen.getByRole('link', { name: 'a link' }));
        expect(await screen.findByText('elsewhere')).toBeTruthy();
    });

    it.each(['sign out', 'another account'])('lets a navigation that must happen through: %s', async button => {
        open();
        fireEvent.click(screen.getByRole('button', { name: 'edit' }));
        fireEvent.click(screen.getByRole('button', { name: button }));
        expect(await screen.findByText('elsewhere')).toBeTruthy();
        expect(screen.queryByText(QUESTION)).toBeNull();
    });

    it('has the browser ask before the tab closes or reloads, only while there is something to lose', () => {
        open();
        const unload = () => {
            const event = new Event('beforeunload', { cancelable: true });
            window.dispatchEvent(event);
            return event.defaultPrevented;
        };
        expect(unload()).toBe(false);
        fireEvent.click(screen.getByRole('button', { name: 'edit' }));
        expect(unload()).toBe(true);
        fireEvent.click(screen.getByRole('button', { name: 'save' }));
        expect(unload()).toBe(false);
    });

    it('takes its texts from the caller', async () => {
        const router = open({ title: 'common.retry' });
        fireEvent.click(screen.getByRole('button', { name: 'edit' }));
        await act(() => router.navigate(-1));
        expect(await screen.findByText('重试')).toBeTruthy();
        expect(screen.getByText(QUESTION)).toBeTruthy();
    });
});
