import { list, num, numberId, row, text, type RecordSchema } from '../../dataProvider/answers';
import { savedRecord } from '../../dataProvider/created';
import { commaIds, defineApi } from '../../dataProvider/defineApi';
import type { AccountBlock } from '../ptrZones/blocks';

/**
 * The address blocks an administrator assigns to an account; its reverse zones are made inside them (designed,
 * docs/admin-api.md "Address blocks"; the rules are data/ptrZones/blocks.ts, shared with the demo):
 * - list: POST sys/app_user/ptrblock/list {userId, page, limit} -> page {list: AccountBlock[], totalCount}
 * - create: POST sys/app_user/ptrblock/save {userId, block, remark} -> data: the block; refused for a bad prefix,
 *   a duplicate, an overlap with one of the account's blocks or another account's (named)
 * - delete: POST sys/app_user/ptrblock/delete {ids: "3"}; refused while reverse zones lie inside (named)
 */
export const PTR_BLOCK_PATHS = {
    list: 'sys/app_user/ptrblock/list',
    save: 'sys/app_user/ptrblock/save',
    delete: 'sys/app_user/ptrblock/delete',
} as const;

const accountBlock: RecordSchema<AccountBlock> = row({
    id: numberId,
    userId: num,
    block: text,
    remark: text,
    createTime: text,
    zones: list(text),
});

export const ptrBlocksApi = defineApi<AccountBlock>({
    record: accountBlock,
    list: {
        path: PTR_BLOCK_PATHS.list,
        params: ({ page, perPage, filter }) => ({ userId: Number(filter.userId), page, limit: perPage }),
    },
    save: {
        path: PTR_BLOCK_PATHS.save,
        params: ({ userId, block, remark }) => ({ userId: Number(userId), block: String(block ?? '').trim(), remark: String(remark ?? '').trim() }),
        result: savedRecord(accountBlock, PTR_BLOCK_PATHS.save),
    },
    delete: { path: PTR_BLOCK_PATHS.delete, params: commaIds },
});
