import type { SvcbFields, SvcParamRow } from '../../../../../validation/rdata/svcb';

const param = ({ key, value }: SvcParamRow) => (value === '' ? key.trim() : `${key.trim()}="${value}"`);

/** HTTPS/SVCB fields as presentation text, rows in the order typed (the save writes the canonical order). */
export const svcbText = (fields: SvcbFields): string =>
    [fields.priority.trim(), fields.target.trim(), ...fields.params.map(param)].filter(part => part !== '').join(' ');
