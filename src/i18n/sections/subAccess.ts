import type { Shape } from '../shape';

/** Why a sub-account finds a button closed on its owner's domains: English and Chinese side by side. */
export const subAccessEn = {
    roles: { viewer: 'Read only', recordsEditor: 'Records editor', domainAdmin: 'Domain admin' },
    roleOnly: 'Your sub-account role (%{role}) does not allow this: ask %{owner}, the owner',
    ownerOnly: 'Only the owner (%{owner}) can do this',
};

export const subAccessCn: Shape<typeof subAccessEn> = {
    roles: { viewer: '只读', recordsEditor: '记录编辑', domainAdmin: '域名管理员' },
    roleOnly: '您的子账号角色（%{role}）不能执行此操作，请联系主账号 %{owner}',
    ownerOnly: '仅主账号（%{owner}）可执行此操作',
};
