import { PAY_CHANNELS, type PayMethod } from '../../data/orders/codes';
import { DemoError } from '../http';
import type { DemoDb } from '../model';

/** Refuses a channel whose web config switch is off, as the server does. */
export const requireChannelOn = (db: DemoDb, method: PayMethod): void => {
    const channel = PAY_CHANNELS.find(candidate => candidate.method === method);
    const config = channel?.switchKey ? db.sysConfigs.find(candidate => candidate.paramKey === channel.switchKey) : undefined;
    if (!config || Number(config.status) !== 1) throw new DemoError('该支付渠道已关闭，请联系管理员');
};
