/** An uptime in whole units: the message key of the duration and its values (days and hours, hours and minutes, or minutes). */
export const durationParts = (seconds: number): { key: 'days' | 'hours' | 'minutes'; values: Record<string, number> } => {
    const total = Math.max(0, Math.floor(seconds / 60));
    const days = Math.floor(total / 1440);
    const hours = Math.floor((total % 1440) / 60);
    const minutes = total % 60;
    if (days > 0) return { key: 'days', values: { days, hours } };
    if (hours > 0) return { key: 'hours', values: { hours, minutes } };
    return { key: 'minutes', values: { minutes } };
};
