import type { Shape } from '../shape';

/** Bulk jobs (progress, report, the bulk log): English and Chinese side by side (keys are `bulkJobs.xxx`). */
export const bulkJobsEn = {
    progress: 'Bulk job progress',
    doneOfTotal: '%{done} / %{total}',
    cancel: 'Cancel',
    cancelling: 'Cancelling...',
    failed: 'The bulk job could not start: %{reason}',
    leaveGuard: {
        title: 'Leave while the job runs?',
        content: 'The bulk job is still running. Leaving this page stops it once the batch being sent is done: the items not sent yet are skipped.',
        confirm: 'Leave and stop',
    },
    report: {
        title: 'The bulk job is done',
        cancelledTitle: 'The bulk job was cancelled: the items not yet sent were skipped',
        succeeded: 'Succeeded: %{count}',
        refused: 'Refused: %{count}',
        skipped: 'Skipped: %{count}',
        refusedTable: 'Refused items',
        item: 'Item',
        line: 'Line',
        reason: 'Reason',
        noReason: 'Refused',
        noAnswer: 'The server gave no result for this item',
        more: 'The first %{shown} of %{count} refusals are shown; the download holds them all.',
        retry: 'Retry the refused',
        download: 'Download the refusals',
        done: 'Start a new batch',
    },
    status: {
        0: 'Running',
        1: 'Finished',
        2: 'Cancelled',
    },
    log: {
        intro: "Every bulk job of the account, newest first, with its counts. Download a job's refusals to fix and retry them.",
        empty: 'No bulk job yet',
        emptyHint: 'Bulk jobs you run in the other tabs (adding domains, changing records...) are listed here.',
        download: 'Refusals',
        downloadLabel: 'Download the refusals of job %{id}',
        noRefusals: 'This job has no refusal',
    },
};

export const bulkJobsCn: Shape<typeof bulkJobsEn> = {
    progress: '批量任务进度',
    doneOfTotal: '%{done} / %{total}',
    cancel: '取消',
    cancelling: '正在取消…',
    failed: '批量任务未能开始：%{reason}',
    leaveGuard: {
        title: '任务仍在进行，确定离开？',
        content: '批量任务仍在进行。离开此页面将在正在提交的这一批完成后停止任务，尚未提交的项目将被跳过。',
        confirm: '离开并停止',
    },
    report: {
        title: '批量任务已完成',
        cancelledTitle: '批量任务已取消：尚未提交的项目已跳过',
        succeeded: '成功：%{count}',
        refused: '失败：%{count}',
        skipped: '跳过：%{count}',
        refusedTable: '失败的项目',
        item: '项目',
        line: '行号',
        reason: '原因',
        noReason: '失败',
        noAnswer: '服务器未返回该项的结果',
        more: '仅显示前 %{shown} 条（共 %{count} 条失败），下载文件包含全部。',
        retry: '重试失败项',
        download: '下载失败项',
        done: '开始新的批量操作',
    },
    status: {
        0: '进行中',
        1: '已完成',
        2: '已取消',
    },
    log: {
        intro: '账号的全部批量任务（最新的在前）及其结果统计。可下载任务的失败项，修正后重试。',
        empty: '暂无批量任务',
        emptyHint: '在其他标签页执行的批量操作（添加域名、修改记录等）会列在这里。',
        download: '失败项',
        downloadLabel: '下载任务 %{id} 的失败项',
        noRefusals: '该任务没有失败项',
    },
};

/** react-admin resource names and fields (`resources.<name>.name`, `resources.<name>.fields.x`). */
export const bulkJobsResourcesEn = {
    bulkJob: {
        name: 'Bulk job |||| Bulk jobs',
        fields: {
            id: 'Job',
            type: 'Operation',
            title: 'Summary',
            total: 'Items',
            succeeded: 'Succeeded',
            refused: 'Refused',
            skipped: 'Skipped',
            status: 'Status',
            createTime: 'Started',
            finishTime: 'Finished',
        },
    },
};

export const bulkJobsResourcesCn: Shape<typeof bulkJobsResourcesEn> = {
    bulkJob: {
        name: '批量任务',
        fields: {
            id: '任务',
            type: '操作',
            title: '摘要',
            total: '总数',
            succeeded: '成功',
            refused: '失败',
            skipped: '跳过',
            status: '状态',
            createTime: '开始时间',
            finishTime: '结束时间',
        },
    },
};
