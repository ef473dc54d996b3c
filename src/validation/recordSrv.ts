import { checkHostname } from './recordHost';
import { RECORD_LIMITS } from './recordLimits';
import { isIntegerIn } from './recordNumbers';
import { problem, type RecordProblem } from './recordProblem';

const SRV_FIELDS = ['srvPriority', 'srvWeight', 'srvPort'] as const;

/** SRV: "priority weight port target", e.g. "10 5 5060 sip.example.com"; numbers 0..65535; target a host name or ".". */
export const checkSrv = (value: string): RecordProblem => {
    const parts = value.split(/\s+/);
    if (parts.length !== 4) return problem('valueSrv');
    for (const [index, key] of SRV_FIELDS.entries()) {
        if (!isIntegerIn(parts[index], RECORD_LIMITS.srv)) return problem(key, { value: parts[index], ...RECORD_LIMITS.srv });
    }
    const target = parts[3];
    if (target === '.') return undefined;
    return checkHostname(target, 'srvTarget') ? problem('srvTarget', { value: target }) : undefined;
};
