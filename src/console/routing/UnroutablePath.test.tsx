import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routablePath, UnroutablePath } from './UnroutablePath';

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

describe('a path no route can match', () => {
    it.each([
        ['/dns/domain/%0A/list', '/dns/domain//list'],
        ['/redirect/%0d%0A/x', '/redirect//x'],
        ['/a/%7F%1f/b', '/a//b'],
        ['/x\n', '/x'],
        ['/%0A', '/'],
        ['/dns/domain/%25/list', '/dns/domain/%25/list'],
    ])('%j -> %j', (path, expected) => expect(routablePath(path)).toBe(expected));

    it('is replaced by the same path without its control characters, which the routes then match', async () => {
        const router = createMemoryRouter([{ path: '*', element: <Where />, errorElement: <UnroutablePath /> }], {
            initialEntries: ['/dns/domain/%0A/list?page=2'],
        });
        render(<RouterProvider router={router} />);
        expect((await screen.findByTestId('where')).textContent).toBe('/dns/domain/list');
        expect(router.state.location.search).toBe('?page=2');
    });
});
