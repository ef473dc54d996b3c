import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { AdminContext, memoryStore } from 'react-admin';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DateRangeFilter } from './DateRangeFilter';
import type { DayRange } from '../format/dateRange';
import { i18nProvider } from '../i18n/provider';

// a fixed day mid-month (only the clock is faked, timers stay real for user-event): a day typed two days after
// today or three before must stay in today's month, whatever day the suite runs on
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date(2026, 10, 12, 10, 0, 0));
afterAll(() => vi.useRealTimers());

const today = dayjs().format('YYYY-MM-DD');
const start = dayjs().subtract(10, 'day').format('YYYY-MM-DD');

const renderFilter = (onChange: (range: DayRange) => void) =>
    render(
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <DateRangeFilter value={{ start, end: today }} onChange={onChange} />
        </AdminContext>,
    );

/** The day sections of a picker field (year, month, day), by its label. */
const sectionsOf = (label: string) => {
    const group = screen.getByRole('group', { name: label });
    return within(group).getAllByRole('spinbutton');
};

describe('date range filter', () => {
    it('applies a typed day when it is accepted (Enter), not at every keystroke', async () => {
        const onChange = vi.fn();
        renderFilter(onChange);
        const user = userEvent.setup();
        const [year] = sectionsOf('开始日期');
        await user.click(year);
        const day = dayjs().subtract(3, 'day');
        await user.keyboard(day.format('YYYYMMDD'));
        expect(onChange).not.toHaveBeenCalled();
        await user.keyboard('{Enter}');
        expect(onChange).toHaveBeenCalledTimes(1);
        expect(onChange).toHaveBeenLastCalledWith({ start: day.format('YYYY-MM-DD'), end: today });
    });

    it('ignores a typed day after today', async () => {
        const onChange = vi.fn();
        renderFilter(onChange);
        const user = userEvent.setup();
        const [year] = sectionsOf('结束日期');
        await user.click(year);
        await user.keyboard(dayjs().add(2, 'day').format('YYYYMMDD'));
        await user.keyboard('{Enter}');
        act(() => {
            fireEvent.blur(year);
        });
        expect(onChange).not.toHaveBeenCalled();
    });

    it('a preset applies at once', async () => {
        const onChange = vi.fn();
        renderFilter(onChange);
        await userEvent.setup().click(screen.getByRole('button', { name: '昨天' }));
        const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
        expect(onChange).toHaveBeenCalledWith({ start: yesterday, end: yesterday });
    });
});
