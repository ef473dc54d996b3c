import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useBulkJob } from '../jobs/useBulkJob';
import type { BulkItemResult, BulkJobSpec, BulkJobType } from '../../../../data/bulkJobs/types';
import { BULK_DOMAIN_CHUNK } from '../../../../data/bulkDomains/api';
import type { ListedDomain } from './domainListRule';

type SendDomains = (domains: string[], jobId: number) => Promise<BulkItemResult[]>;

/**
 * A bulk job over pasted domains: chunks of 50, each result given its line, and the domain lists and groups
 * reloaded afterwards (a domain was added or moved).
 */
export const useBulkDomainJob = () => {
    const job = useBulkJob<ListedDomain>();
    const queryClient = useQueryClient();
    const { start: startJob } = job;
    const start = useCallback(
        async (type: BulkJobType, title: string, items: readonly ListedDomain[], send: SendDomains) => {
            const spec: BulkJobSpec<ListedDomain> = {
                type,
                title,
                items,
                chunkSize: BULK_DOMAIN_CHUNK,
                describe: item => item.domain,
                send: async (chunk, jobId) => {
                    const results = await send(
                        chunk.map(item => item.domain),
                        jobId,
                    );
                    return results.map((result, index) => ({ ...result, line: chunk[index]?.line }));
                },
            };
            const outcome = await startJob(spec);
            if (outcome?.succeeded) {
                void queryClient.invalidateQueries({ queryKey: ['domain'] });
                void queryClient.invalidateQueries({ queryKey: ['domainGroup'] });
            }
            void queryClient.invalidateQueries({ queryKey: ['bulkJob'] });
            return outcome;
        },
        [startJob, queryClient],
    );
    return { ...job, start };
};
