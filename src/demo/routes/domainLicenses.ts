import type { RequestHandler } from 'msw';
import type { DemoDomainLicense } from '../account/domainLicenses';
import { LICENSE_RIGHTS, LICENSE_RIGHTS_NAMES } from '../../data/domainLicenses/rights';
import { nextId } from '../db';
import { accountName, ownDomain, userById } from '../dns/access';
import { int, text } from '../fields';
import { DemoError, ok, route, type AuthedContext } from '../http';
import type { DemoDb, DemoUser } from '../model';
import { paginate } from '../paging';
import { now } from '../time';

/** The domain licence calls of the demo backend (designed: src/data/domainLicenses/api.ts). */

const PENDING = 0;
const ACCEPTED = 1;
const REFUSED = 2;
const REVOKED = 3;

/** The account a person typed: a username, mail or mobile (mail case-insensitive). */
const findAccount = (db: DemoDb, account: string): DemoUser | undefined => {
    const wanted = account.toLowerCase();
    return db.users.find(user => user.username === account || user.mobile === account || (user.mail !== '' && user.mail.toLowerCase() === wanted));
};

const row = (db: DemoDb, licence: DemoDomainLicense) => ({
    ...licence,
    fromAccount: accountName(userById(db, licence.fromUserId)),
    toAccount: accountName(userById(db, licence.toUserId)),
});

/** A licence the signed-in user may act on as `side`, still in one of `states`; refused otherwise. */
const licenceFor = ({ db, session, input }: AuthedContext, side: 'fromUserId' | 'toUserId', states: number[]): DemoDomainLicense => {
    const id = int(input.id, 0);
    const found = db.domainLicenses.find(licence => licence.id === id && licence[side] === session.userId);
    if (!found) throw new DemoError('授权记录不存在');
    if (!states.includes(found.status)) throw new DemoError('该授权已处理，请刷新后查看');
    return found;
};

const settle = (licence: DemoDomainLicense, status: number) => {
    licence.status = status;
    licence.updateTime = now();
    return ok();
};

export const domainLicensesRoutes: RequestHandler[][] = [
    route.userPost('app/dns/domain/license/list', ({ db, session, input }) => {
        const type = text(input.type);
        if (type !== 'receive' && type !== 'initiate') throw new DemoError('参数错误：type');
        const side = type === 'receive' ? 'toUserId' : 'fromUserId';
        const search = text(input.domain).toLowerCase();
        const rows = db.domainLicenses
            .filter(licence => licence[side] === session.userId && (!search || licence.domain.includes(search)))
            .map(licence => row(db, licence));
        return ok({ page: paginate(rows, input, { sidx: 'createTime', order: 'desc' }) });
    }),

    route.userPost('app/dns/domain/license/save', context => {
        const { db, session, input } = context;
        const domain = ownDomain(context, input, ['domainId']);
        const account = text(input.account);
        const rights = int(input.rights, LICENSE_RIGHTS.records);
        if (!LICENSE_RIGHTS_NAMES.some(name => LICENSE_RIGHTS[name] === rights)) throw new DemoError('参数错误：rights');
        if (!account) throw new DemoError('请输入对方账号');
        const receiver = findAccount(db, account);
        if (!receiver) throw new DemoError('该账号不存在');
        if (receiver.userId === session.userId) throw new DemoError('不能授权给自己');
        const active = db.domainLicenses.some(
            licence => licence.domainId === domain.id && licence.toUserId === receiver.userId && (licence.status === PENDING || licence.status === ACCEPTED),
        );
        if (active) throw new DemoError('该域名已授权给此账号');
        const at = now();
        const id = nextId(db.domainLicenses);
        db.domainLicenses.push({
            id,
            domainId: domain.id,
            domain: domain.domain,
            fromUserId: session.userId,
            toUserId: receiver.userId,
            status: PENDING,
            rights,
            createTime: at,
            updateTime: at,
        });
        return ok({ data: { id } });
    }),

    route.userPost('app/dns/domain/license/accept', context => settle(licenceFor(context, 'toUserId', [PENDING]), ACCEPTED)),
    route.userPost('app/dns/domain/license/refuse', context => settle(licenceFor(context, 'toUserId', [PENDING]), REFUSED)),
    route.userPost('app/dns/domain/license/revoke', context => settle(licenceFor(context, 'fromUserId', [PENDING, ACCEPTED]), REVOKED)),
];
