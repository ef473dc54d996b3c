import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredTooltip } from './DeferredTooltip';

const renderSwitch = (onClick = vi.fn()) => {
    render(
        <DeferredTooltip title="A locked domain cannot be paused">
            <input type="checkbox" aria-label="lock a.cn" onClick={onClick} />
        </DeferredTooltip>,
    );
    return screen.getByLabelText('lock a.cn');
};

describe('DeferredTooltip', () => {
    it('shows no tooltip until it is needed', () => {
        renderSwitch();
        expect(screen.queryByRole('tooltip')).toBeNull();
    });

    it('opens while the mouse is over the control, closes when it leaves', async () => {
        const control = renderSwitch();
        fireEvent.pointerEnter(control.parentElement!, { pointerType: 'mouse' });
        expect((await screen.findByRole('tooltip')).textContent).toBe('A locked domain cannot be paused');
        fireEvent.pointerLeave(control.parentElement!, { pointerType: 'mouse' });
        await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    });

    it('opens on focus; the control stays the same element, and a press as the pointer arrives reaches it', async () => {
        const onClick = vi.fn();
        const control = renderSwitch(onClick);
        fireEvent.pointerEnter(control.parentElement!, { pointerType: 'mouse' });
        control.focus();
        expect((await screen.findByRole('tooltip')).textContent).toBe('A locked domain cannot be paused');
        expect(screen.getByLabelText('lock a.cn')).toBe(control);
        expect(document.activeElement).toBe(control);
        fireEvent.click(control);
        expect(onClick).toHaveBeenCalledTimes(1);
    });

    it('shows nothing for a touch', () => {
        const control = renderSwitch();
        fireEvent.pointerEnter(control.parentElement!, { pointerType: 'touch' });
        expect(screen.queryByRole('tooltip')).toBeNull();
    });
});
