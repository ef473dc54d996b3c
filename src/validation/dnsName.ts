import { RECORD_LIMITS } from './recordLimits';

/**
 * The label and name core every DNS-name check shares (record hosts and host-name values, forwarding URLs' hosts,
 * domain names); each check adds its own label characters and messages.
 */

/** The labels of a dotted name, the trailing dot (the root) dropped. */
export const nameLabels = (name: string): string[] => (name.endsWith('.') ? name.slice(0, -1) : name).split('.');

/** A label within the DNS limit: 1 to RECORD_LIMITS.hostLabel (63) characters. */
export const labelFits = (label: string): boolean => label.length >= 1 && label.length <= RECORD_LIMITS.hostLabel;

/** Labels that name a host: at least two, none empty, the last not all digits (that would be an IP address). */
export const isMultiLabelName = (labels: readonly string[]): boolean =>
    labels.length >= 2 && labels.every(label => label !== '') && !/^\d+$/.test(labels[labels.length - 1]);

/** Every label fits the limit and matches `pattern` (the caller's label characters). */
export const labelsMatch = (labels: readonly string[], pattern: RegExp): boolean => labels.every(label => labelFits(label) && pattern.test(label));
