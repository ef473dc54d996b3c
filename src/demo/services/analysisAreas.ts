import { DEMO_CLIENT_IP } from '../accounts';
import { isIpv4, isIpv6 } from '../../validation/ip';
import { DemoError } from '../http';
import { hashText } from '../prng';

/** Where queries come from: the weights the demo splits traffic by, and the area of an address. */
export const ISP_WEIGHTS: Array<[string, number]> = [
    ['电信', 34],
    ['联通', 24],
    ['移动', 27],
    ['教育网', 3],
    ['铁通', 1],
    ['广电', 1],
    ['境外', 6],
    ['其他', 4],
];
export const REGION_WEIGHTS: Array<[string, number]> = [
    ['广东', 14],
    ['北京', 10],
    ['上海', 9],
    ['浙江', 8],
    ['江苏', 8],
    ['山东', 6],
    ['四川', 5],
    ['湖北', 4],
    ['河南', 4],
    ['福建', 4],
    ['湖南', 3],
    ['境外', 6],
    ['其他', 12],
];
export const RESOLVER_WEIGHTS: Array<[string, number]> = [
    ['运营商本地DNS', 52],
    ['114DNS', 14],
    ['阿里DNS', 11],
    ['腾讯DNSPod', 8],
    ['百度DNS', 3],
    ['Google DNS', 4],
    ['Cloudflare', 3],
    ['其他', 5],
];
export const TYPE_WEIGHTS: Array<[string, number]> = [
    ['A', 58],
    ['AAAA', 17],
    ['CNAME', 9],
    ['HTTPS', 6],
    ['MX', 3],
    ['TXT', 3],
    ['NS', 2],
    ['其他', 2],
];

const PROVINCES = REGION_WEIGHTS.map(([name]) => name).filter(name => name !== '境外' && name !== '其他');
const CHINA_ISPS = ['电信', '联通', '移动'];

/** The area of an address, deterministic from it (the demo has no IP database); private and reserved ones say so. */
export const ipArea = (value: string): { ip: string; area: string; isp: string } => {
    const ip = value.trim() || DEMO_CLIENT_IP;
    if (!isIpv4(ip) && !isIpv6(ip)) throw new DemoError('IP地址格式不正确');
    if (ip === DEMO_CLIENT_IP) return { ip, area: '中国 上海', isp: '电信' };
    if (/^(10\.|127\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip) || /^(::1$|f[cd])/i.test(ip)) return { ip, area: '局域网', isp: '内网IP' };
    const hash = hashText(`area:${ip.toLowerCase()}`);
    if (hash % 10 === 0) return { ip, area: '美国 加利福尼亚', isp: '境外' };
    return { ip, area: `中国 ${PROVINCES[hash % PROVINCES.length]}`, isp: CHINA_ISPS[(hash >>> 8) % CHINA_ISPS.length] };
};
