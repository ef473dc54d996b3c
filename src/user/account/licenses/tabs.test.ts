import { describe, expect, it } from 'vitest';
import { licenseTabOf } from './tabs';

describe('domain licence tabs', () => {
    it('names the tab of a path segment, receive by default', () => {
        expect([undefined, 'receive', 'initiate', 'other'].map(licenseTabOf)).toEqual(['receive', 'receive', 'initiate', 'receive']);
    });
});
