import { formatDateTime } from '../format/backendTime';

export { formatDateTime, parseDateTime } from '../format/backendTime';

export const now = (): string => formatDateTime(new Date());

/** `days` (fractional allowed) before `from`, formatted: seed data reads as recent whenever it is created. */
export const daysBefore = (from: Date, days: number): string => formatDateTime(new Date(from.getTime() - days * 86_400_000));
