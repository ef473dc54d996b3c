import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredTooltip } from '../../../src/components/DeferredTooltip';

const renderSwitch = () =>
    render(
        <DeferredTooltip title="A locked domain cannot be paused">
            <input type="checkbox" aria-label="lock a.cn" />
        </DeferredTooltip>,
    );

describe('DeferredTooltip', () => {
    it('shows no tooltip until it is needed', () => {
        renderSwitch();
        expect(screen.queryByRole('tooltip')).toBeNull();
    });

    it('opens on the first hover', async () => {
        renderSwitch();
        fireEvent.pointerEnter(screen.getByLabelText('lock a.cn').parentElement!);
        expect((await screen.findByRole('tooltip')).textContent).toBe('A locked domain cannot be paused');
    });

    it("opens on keyboard focus, and the control has the focus back", async () => {
        renderSwitch();
        screen.getByLabelText('lock a.cn').focus();
        expect((await screen.findByRole('tooltip')).textContent).toBe('A locked domain cannot be paused');
        expect(document.activeElement).toBe(screen.getByLabelText('lock a.cn'));
    });
});
