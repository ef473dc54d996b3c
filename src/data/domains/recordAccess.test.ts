import { describe, expect, it } from 'vitest';
import { LICENSE_RIGHTS } from '../domainLicenses/rights';
import { ownerBlock, recordBlock, recordBlocksByName } from './recordAccess';

const own = { locked: 0 };

describe('recordBlock', () => {
    it('lets the owner change the records of an unlocked domain', () => {
        expect(recordBlock(own)).toBeNull();
        expect(recordBlock(own, { changeRecords: true })).toBeNull();
    });

    it('closes a locked domain', () => {
        expect(recordBlock({ locked: 1 })).toEqual({ reason: 'locked' });
    });

    it('closes a domain licensed for viewing only, naming the owner', () => {
        expect(recordBlock({ locked: 0, isShare: 1, shareFrom: 'alice', shareRights: LICENSE_RIGHTS.view })).toEqual({ reason: 'licence', owner: 'alice' });
        // an unknown right reads as the narrowest
        expect(recordBlock({ locked: 0, isShare: 1, shareFrom: 'alice', shareRights: 9 })).toEqual({ reason: 'licence', owner: 'alice' });
    });

    it('opens a domain licensed with the records right', () => {
        expect(recordBlock({ locked: 0, isShare: 1, shareFrom: 'alice', shareRights: LICENSE_RIGHTS.records })).toBeNull();
    });

    it("puts the session's own role first", () => {
        expect(recordBlock({ locked: 1, isShare: 1, shareRights: LICENSE_RIGHTS.view }, { changeRecords: false })).toEqual({ reason: 'role' });
    });
});

describe('ownerBlock', () => {
    it("opens the owner's own domain, locked or not", () => {
        expect(ownerBlock(own)).toBeNull();
        expect(ownerBlock({ locked: 1 }, { ownerActions: true })).toBeNull();
    });

    it('closes a licensed domain whatever its rights, naming the owner', () => {
        expect(ownerBlock({ locked: 0, isShare: 1, shareFrom: 'alice', shareRights: LICENSE_RIGHTS.records })).toEqual({ reason: 'licence', owner: 'alice' });
    });

    it("puts the session's own role first", () => {
        expect(ownerBlock({ locked: 0, isShare: 1, shareFrom: 'alice' }, { ownerActions: false })).toEqual({ reason: 'role' });
    });
});

describe('recordBlocksByName', () => {
    const domains = [
        { domain: 'Mine.com', locked: 0 },
        { domain: 'locked.com', locked: 1 },
        { domain: 'viewed.net', locked: 0, isShare: 1, shareFrom: 'alice', shareRights: LICENSE_RIGHTS.view },
        { domain: 'edited.net', locked: 0, isShare: 1, shareFrom: 'bob', shareRights: LICENSE_RIGHTS.records },
    ];

    it('names each closed domain (lower case) with the reason recordBlock gives, and leaves the open ones out', () => {
        expect([...recordBlocksByName(domains)]).toEqual([
            ['locked.com', { reason: 'locked' }],
            ['viewed.net', { reason: 'licence', owner: 'alice' }],
        ]);
    });

    it("closes every domain when the session's role does not change records", () => {
        const blocks = recordBlocksByName(domains, { changeRecords: false });
        expect([...blocks.keys()]).toEqual(['mine.com', 'locked.com', 'viewed.net', 'edited.net']);
        expect(blocks.get('mine.com')).toEqual({ reason: 'role' });
    });
});
