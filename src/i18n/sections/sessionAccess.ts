import type { Shape } from '../shape';

/**
 * What this session may do on its domains beyond one domain's page: while its role is not known yet, and which
 * domains a page that changes records on many at once leaves alone (the record rule over a list).
 */
export const sessionAccessEn = {
    checking: 'Checking what your account may do…',
    bulk: {
        listed: 'You may not change the records of %{smart_count} listed domain: it will be skipped and reported as refused. |||| You may not change the records of %{smart_count} listed domains: they will be skipped and reported as refused.',
        because: ': %{reason}',
        previewClosed:
            '%{smart_count} record is on a domain you may not change: it will be skipped and reported as refused. |||| %{smart_count} records are on domains you may not change: they will be skipped and reported as refused.',
    },
};

export const sessionAccessCn: Shape<typeof sessionAccessEn> = {
    checking: '正在确认账号权限…',
    bulk: {
        listed: '列表中有 %{smart_count} 个域名您不能修改其解析记录，执行时将跳过并列为被拒绝。',
        because: '：%{reason}',
        previewClosed: '其中 %{smart_count} 条记录所在的域名您不能修改，执行时将跳过并列为被拒绝。',
    },
};
