import { isDomainName } from '../../validation/domain';
import { logOperation } from '../dns/access';
import type { AuthedContext } from '../http';
import { hashText } from '../prng';
import { normalDomain } from '../dns/addDomain';
import { refused, type BulkItemAnswer } from './addDomain';

/** The demo "sees" a challenge's TXT record this long after issuing it (so people and the e2e can try it). */
export const RETRIEVE_VISIBLE_MS = 5000;
/** The host of the TXT record that proves control. */
const RETRIEVE_HOST = '_dnsconsole-verify';

const NOBODY = '该域名未被其他账号添加，请直接添加';

/** The domain held by another account, or the refusal of the item. */
const heldElsewhere = ({ db, session }: AuthedContext, item: string) => {
    const name = normalDomain(item);
    if (!isDomainName(name)) return { answer: refused(item, '域名格式错误') };
    const holder = db.domains.find(domain => domain.domain === name);
    if (!holder) return { answer: refused(item, NOBODY) };
    if (holder.userId === session.userId) return { answer: refused(item, '该域名已在您的账号下') };
    return { name, holder };
};

/** Issues (or repeats) the TXT challenge of a domain another account holds. */
export const challengeOf = (context: AuthedContext, item: string): BulkItemAnswer & { host?: string; value?: string } => {
    const found = heldElsewhere(context, item);
    if (!found.holder) return found.answer;
    const { db, session } = context;
    let challenge = db.bulk.challenges.find(row => row.userId === session.userId && row.domain === found.name);
    if (!challenge) {
        const value = `dnsconsole-verify=${hashText(`${session.userId}:${found.name}`).toString(16).padStart(8, '0')}`;
        challenge = { userId: session.userId, domain: found.name, host: RETRIEVE_HOST, value, issuedAt: Date.now() };
        db.bulk.challenges.push(challenge);
    }
    return { item, code: 1, msg: 'success', host: challenge.host, value: challenge.value };
};

/** Checks a challenge and, once its record is "seen", moves the domain (with its records) to the user. */
export const verifyOne = (context: AuthedContext, item: string): BulkItemAnswer => {
    const found = heldElsewhere(context, item);
    if (!found.holder) return found.answer;
    const { db, session } = context;
    const challenge = db.bulk.challenges.find(row => row.userId === session.userId && row.domain === found.name);
    if (!challenge) return refused(item, '请先获取该域名的TXT记录');
    if (Date.now() - challenge.issuedAt < RETRIEVE_VISIBLE_MS) return refused(item, '未检测到TXT记录，请添加后稍候再试');
    const domain = found.holder;
    const previousOwner = domain.userId;
    // the previous owner's groups and plan let go of it; the plan becomes unused again
    for (const group of db.domainGroups) if (group.userId === previousOwner) group.domainIds = group.domainIds.filter(id => id !== domain.id);
    for (const consume of db.consumes) {
        if (consume.domainId !== domain.id) continue;
        consume.domainId = 0;
        if (consume.mode === 1) consume.mode = 2;
    }
    domain.userId = session.userId;
    domain.locked = 0;
    db.bulk.challenges = db.bulk.challenges.filter(row => row.domain !== found.name);
    logOperation(context, domain, '找回域名', domain.domain);
    return { item, code: 1, msg: 'success', id: domain.id };
};
