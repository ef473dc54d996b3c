import { fireEvent, render, screen } from '@testing-library/react';
import { memo, useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { StableRoute } from './StableRoute';

const onRender = vi.fn();
/** A memoised page part that asks for a navigate function and the route's parameters; a button goes to b.cn. */
const Part = memo(function Part() {
    onRender();
    const navigate = useNavigate();
    return <button onClick={() => navigate('/domain/b.cn')}>domain {useParams().domain}</button>;
});

/** Routes rendered again by their parent (its button), as react-admin renders its router again while it settles. */
const App = ({ stable }: { stable: boolean }) => {
    const [tick, setTick] = useState(0);
    return (
        <>
            <button onClick={() => setTick(tick + 1)}>again</button>
            <Routes>
                <Route
                    path="/domain/:domain"
                    element={
                        stable ? (
                            <StableRoute>
                                <Part />
                            </StableRoute>
                        ) : (
                            <Part />
                        )
                    }
                />
            </Routes>
        </>
    );
};

const rerenderRoutes = () => fireEvent.click(screen.getByText('again'));

const renderAt = (stable: boolean) => {
    onRender.mockClear();
    render(
        <MemoryRouter initialEntries={['/domain/a.cn']}>
            <App stable={stable} />
        </MemoryRouter>,
    );
};

describe('StableRoute', () => {
    it('without it, every render of the routes above renders the page parts that ask for navigation again', () => {
        renderAt(false);
        rerenderRoutes();
        expect(onRender).toHaveBeenCalledTimes(2);
    });

    it('with it, they render again only when the route says something new', () => {
        renderAt(true);
        rerenderRoutes();
        rerenderRoutes();
        expect(onRender).toHaveBeenCalledTimes(1);
        expect(screen.getByText('domain a.cn')).toBeTruthy();
    });

    it('passes a new route on: another address of the same page', () => {
        renderAt(true);
        fireEvent.click(screen.getByText('domain a.cn'));
        expect(screen.getByText('domain b.cn')).toBeTruthy();
    });
});
