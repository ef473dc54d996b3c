import { logOperation, ownDomain } from '../dns/access';
import { optionalInt } from '../fields';
import { DemoError, ok, route } from '../http';
import type { DemoDb, DemoDomainSetting } from '../model';
import { DEFAULT_TTL } from '../../validation/recordLimits';
import { checkTtl } from '../../validation/records';
import { problemText } from '../dns/valueChecks';

const SWITCHES = ['confCnameAccelerate', 'confRecursiveStatus', 'confSeoStatus'] as const;

const settingsOf = (db: DemoDb, domainId: number): DemoDomainSetting =>
    db.domainSettings.find(setting => setting.domainId === domainId) ?? {
        domainId,
        confDefaultTtl: DEFAULT_TTL,
        confCnameAccelerate: 0,
        confRecursiveStatus: 0,
        confSeoStatus: 0,
    };

const toWire = ({ confDefaultTtl, confCnameAccelerate, confRecursiveStatus, confSeoStatus }: DemoDomainSetting) => ({
    confDefaultTtl,
    confCnameAccelerate,
    confRecursiveStatus,
    confSeoStatus,
});

export const domainSettingRoutes = [
    route.userGet('app/dns/control/attr/info', context => ok({ data: toWire(settingsOf(context.db, ownDomain(context, context.input, ['id'], 'read').id)) })),

    route.userPost('app/dns/control/attr/save', context => {
        const { db, input } = context;
        const domain = ownDomain(context, input, ['id']);
        const current = settingsOf(db, domain.id);
        const next: DemoDomainSetting = { ...current };
        if (input.confDefaultTtl !== undefined) {
            // the record rules' TTL check, the console's own message
            const problem = checkTtl(input.confDefaultTtl);
            if (problem) throw new DemoError(problemText(problem));
            next.confDefaultTtl = Number(input.confDefaultTtl);
        }
        for (const key of SWITCHES) {
            if (input[key] === undefined) continue;
            const value = optionalInt(input[key]);
            if (value !== 0 && value !== 1) throw new DemoError(`参数错误：${key} 只能为 0 或 1`);
            next[key] = value;
        }
        db.domainSettings = [...db.domainSettings.filter(setting => setting.domainId !== domain.id), next];
        logOperation(
            context,
            domain,
            '修改域名设置',
            `默认TTL ${next.confDefaultTtl}，CNAME加速 ${next.confCnameAccelerate ? '开' : '关'}，递归 ${next.confRecursiveStatus ? '开' : '关'}，搜索引擎 ${next.confSeoStatus ? '开' : '关'}`,
        );
        return ok();
    }),
];
