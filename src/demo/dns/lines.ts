import { int, text, type Input } from '../fields';
import { DemoError } from '../http';
import type { DemoDb } from '../model';
import { customLineCode, DEFAULT_LINE_ID, isCustomLineId, officialLine, officialLineByCode, officialLineByName } from './lineTree';

interface LineInfo {
    id: number;
    name: string;
    code: string;
    linetype: 1 | 2;
}

/** A line by id, official or one of the user's custom lines; undefined when unknown. */
export const lineById = (db: DemoDb, userId: number, id: number): LineInfo | undefined => {
    if (isCustomLineId(id)) {
        const line = db.customLines.find(row => row.id === id && row.userId === userId);
        return line && { id, name: line.name, code: customLineCode(id), linetype: 2 };
    }
    const line = officialLine(id);
    return line && line.linetype === 1 ? { id, name: line.name, code: line.startEnd, linetype: 1 } : undefined;
};

/**
 * The line a record save names: record_line_id first, else record_line (a code), else record_line_name;
 * 默认 when none is given. An unknown line is refused.
 */
export const lineOfSave = (db: DemoDb, userId: number, info: Input): LineInfo => {
    const id = int(info.record_line_id, 0);
    if (id > 0) {
        const line = lineById(db, userId, id);
        if (!line) throw new DemoError('线路不存在');
        return line;
    }
    const code = text(info.record_line);
    const name = text(info.record_line_name);
    if (!code && !name) return lineById(db, userId, DEFAULT_LINE_ID)!;
    const official = (code && officialLineByCode(code)) || (name && officialLineByName(name)) || undefined;
    if (official) return lineById(db, userId, official.id)!;
    const custom = db.customLines.find(line => line.userId === userId && (customLineCode(line.id) === code || line.name === name));
    if (!custom) throw new DemoError('线路不存在');
    return lineById(db, userId, custom.id)!;
};
