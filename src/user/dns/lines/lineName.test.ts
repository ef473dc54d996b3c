import { describe, expect, it } from 'vitest';
import { lineNamesCn, lineNamesEn } from '../../../i18n/sections/lineNames';
import { LINES, CUSTOM_ROOT } from '../../../demo/dns/lineTree';
import { standardLineCodes } from './lineName';

describe('standard line names', () => {
    it('finds the code of every line of the standard tree, part by part', () => {
        for (const line of [...LINES, CUSTOM_ROOT]) expect(standardLineCodes(line.name), line.name).toBeDefined();
        expect(standardLineCodes('默认')).toEqual(['default']);
        expect(standardLineCodes('联通_上海')).toEqual(['unicom', 'shanghai']);
    });

    it('leaves a name it does not know to the service', () => {
        expect(standardLineCodes('办公网')).toBeUndefined();
        expect(standardLineCodes('电信_办公网')).toBeUndefined();
    });

    it('has one Chinese name per code (the table reads both ways) and an English one for each', () => {
        const names = Object.entries(lineNamesCn).filter(([code]) => code !== 'joiner');
        expect(new Set(names.map(([, name]) => name)).size).toBe(names.length);
        for (const [code] of names) expect(lineNamesEn[code as keyof typeof lineNamesEn]).toMatch(/^[\x20-\x7e]+$/);
    });
});
