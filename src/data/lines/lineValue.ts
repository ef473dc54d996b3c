import { LINE_TYPE, type Line } from './api';

/** A record's line, as the picker gives it and a record saves it (docs/dns-api.md "Records"). */
export interface LineValue {
    record_line_id: number | string;
    record_line_name: string;
    /** The line code, startEnd. */
    record_line: string;
    /** 1 official, 2 custom. */
    linetype: number;
}

/** 默认: the line every record has unless another is picked (declared in src/validation/recordConflict.ts). */
export { DEFAULT_LINE_VALUE } from '../../validation/recordConflict';

export const toLineValue = (line: Line): LineValue => ({
    record_line_id: line.id,
    record_line_name: line.name,
    record_line: line.startEnd,
    linetype: line.linetype,
});

/** Whether a value names a line (a filter may hold none). */
export const hasLine = (value: Partial<LineValue> | null | undefined): value is Partial<LineValue> & Pick<LineValue, 'record_line_id'> =>
    !!value && value.record_line_id !== undefined && value.record_line_id !== null && value.record_line_id !== '';

export const isSameLine = (value: Partial<LineValue> | null | undefined, line: Line): boolean =>
    hasLine(value) && String(value.record_line_id) === String(line.id);

/**
 * A node is a group to open rather than a line to pick when it has children; 自定义线路 at the root (linetype 2)
 * is a group even while it has none.
 */
export const isLineGroup = (line: Line, atRoot: boolean): boolean => line.child > 0 || (atRoot && line.linetype === LINE_TYPE.custom);

/** The level filtered by a search text: name (as the service gives it, or as shown: `shown`), or code, no case; blank keeps all. */
export const filterLines = (lines: readonly Line[], search: string, shown?: (line: Line) => string): Line[] => {
    const text = search.trim().toLowerCase();
    const matches = (name: string) => name.toLowerCase().includes(text);
    return text ? lines.filter(line => matches(line.name) || (shown !== undefined && matches(shown(line))) || line.startEnd.includes(text)) : [...lines];
};
