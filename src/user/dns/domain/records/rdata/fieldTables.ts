import { caa, CAA_TAGS } from '../../../../../validation/rdata/caa';
import { cert, CERT_TYPES } from '../../../../../validation/rdata/cert';
import { DNSSEC_ALGORITHMS } from '../../../../../validation/rdata/dnssecAlgorithms';
import { ds, DS_DIGEST_TYPES } from '../../../../../validation/rdata/ds';
import type { RdataFamily } from '../../../../../validation/rdata/family';
import { naptr } from '../../../../../validation/rdata/naptr';
import { sshfp, SSHFP_ALGORITHMS, SSHFP_TYPES } from '../../../../../validation/rdata/sshfp';
import { tlsa, TLSA_MATCHING_TYPES, TLSA_SELECTORS, TLSA_USAGES } from '../../../../../validation/rdata/tlsa';
import { uri } from '../../../../../validation/rdata/uri';
import { LAT_HEMISPHERES, locParts, locPartsText, LON_HEMISPHERES, type LocParts } from './locParts';

/** One field of a value: its name in the family's fields (and <labels>.<name>, its label). */
export interface FieldSpec {
    name: string;
    /** Shown in a row with the fields of the same group, under <labels>.<group> (a LOC latitude's parts). */
    group?: string;
    /** A short number (a LOC angle's minutes). */
    narrow?: boolean;
    /** The unit shown after the number ('m'); the text holds the number alone. */
    unit?: string;
    /** A select of these: numbers with their names (3 → DANE-EE), or words (CAA tags). */
    choices?: Readonly<Record<number, string>> | readonly string[];
    /** The choice is written by its name (PKIX), the number still read as the same choice. */
    byName?: boolean;
    /** Written between quotes (a CAA value). */
    quoted?: boolean;
    /** Takes a line of its own (long hex). */
    wide?: boolean;
    /** Shows <labels>.<name>Hint below it. */
    hint?: boolean;
}

export interface FieldsTable {
    family: RdataFamily<Record<string, string>>;
    fields: readonly FieldSpec[];
    /** Where the labels are (rdataEditors.fields unless told). */
    labels?: string;
    /** The presentation text of the fields as typed, when it is not the fields in order (fieldsText). */
    text?: (fields: Record<string, string>) => string;
}

const asText = <F>(family: RdataFamily<F>) => family as unknown as RdataFamily<Record<string, string>>;

const TLSA: FieldsTable = {
    family: asText(tlsa),
    fields: [
        { name: 'usage', choices: TLSA_USAGES },
        { name: 'selector', choices: TLSA_SELECTORS },
        { name: 'matchingType', choices: TLSA_MATCHING_TYPES },
        { name: 'data', wide: true },
    ],
};

/** The types whose value is a few fields in a row, each described once; the editor (FieldsEditor) is shared. */
export const FIELDS_TABLES = {
    TLSA,
    SMIMEA: TLSA,
    SSHFP: {
        family: asText(sshfp),
        fields: [
            { name: 'algorithm', choices: SSHFP_ALGORITHMS },
            { name: 'fingerprintType', choices: SSHFP_TYPES },
            { name: 'fingerprint', wide: true },
        ],
    },
    DS: {
        family: asText(ds),
        fields: [
            { name: 'keyTag' },
            { name: 'algorithm', choices: DNSSEC_ALGORITHMS },
            { name: 'digestType', choices: DS_DIGEST_TYPES },
            { name: 'digest', wide: true },
        ],
    },
    CAA: {
        family: asText(caa),
        fields: [
            { name: 'flags', hint: true },
            { name: 'tag', choices: CAA_TAGS },
            { name: 'value', quoted: true, wide: true },
        ],
    },
    NAPTR: {
        family: asText(naptr),
        fields: [
            { name: 'order' },
            { name: 'preference' },
            { name: 'flags', quoted: true },
            { name: 'services', quoted: true },
            { name: 'regexp', quoted: true, wide: true },
            { name: 'replacement', hint: true, wide: true },
        ],
    },
    URI: {
        family: asText(uri),
        fields: [{ name: 'priority' }, { name: 'weight' }, { name: 'target', quoted: true, wide: true }],
    },
    CERT: {
        family: asText(cert),
        fields: [
            { name: 'certType', choices: CERT_TYPES, byName: true },
            { name: 'keyTag' },
            { name: 'algorithm', choices: DNSSEC_ALGORITHMS, byName: true },
            { name: 'certificate', wide: true },
        ],
    },
    LOC: {
        family: asText(locParts),
        labels: 'recordEditing.loc',
        text: fields => locPartsText(fields as unknown as LocParts),
        fields: [
            { name: 'latDegrees', group: 'latitude', narrow: true },
            { name: 'latMinutes', group: 'latitude', narrow: true },
            { name: 'latSeconds', group: 'latitude', narrow: true },
            { name: 'latHemisphere', group: 'latitude', narrow: true, choices: LAT_HEMISPHERES },
            { name: 'lonDegrees', group: 'longitude', narrow: true },
            { name: 'lonMinutes', group: 'longitude', narrow: true },
            { name: 'lonSeconds', group: 'longitude', narrow: true },
            { name: 'lonHemisphere', group: 'longitude', narrow: true, choices: LON_HEMISPHERES },
            { name: 'altitude', unit: 'm' },
            { name: 'size', unit: 'm', hint: true },
            { name: 'horizontal', unit: 'm', hint: true },
            { name: 'vertical', unit: 'm', hint: true },
        ],
    },
} satisfies Record<string, FieldsTable>;

/** The fields as presentation text: in order, a quoted one between quotes, unless the table says how. */
export const fieldsText = (table: FieldsTable) =>
    table.text ??
    ((fields: Record<string, string>): string =>
        table.fields.map(spec => (spec.quoted ? `"${fields[spec.name] ?? ''}"` : (fields[spec.name] ?? '').trim())).join(' '));
