import type { Shape } from '../shape';

/** Why a domain's records cannot be changed in this session (data/domains/recordAccess.ts): English and Chinese side by side. */
export const recordAccessEn = {
    locked: 'This domain is locked: unlock it in the domain list before changing its records.',
    licence: 'Licensed to you by %{account} for viewing only: you can read its records but not change them.',
    role: 'Your role lets you view these records but not change them.',
    ownerLicence: 'Licensed to you by %{account}: only its owner can change its settings and DNSSEC.',
};

export const recordAccessCn: Shape<typeof recordAccessEn> = {
    locked: '该域名已锁定：请先在域名列表中解锁，再修改解析记录。',
    licence: '该域名由 %{account} 授权给您，仅可查看：可以查看解析记录，不能修改。',
    role: '您的角色仅可查看解析记录，不能修改。',
    ownerLicence: '该域名由 %{account} 授权给您：仅域名所有者可修改其设置和 DNSSEC。',
};
