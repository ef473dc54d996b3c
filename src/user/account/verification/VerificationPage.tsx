import { CardContent, Divider } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { PageCard } from '../../../ui/PageCard';
import { LoadError, PageLoading } from '../../../ui/PageStates';
import { useRealnameInfo, useRefreshVerification } from '../../../data/verification/queries';
import { CompletedPanel } from './CompletedPanel';
import { FaceStep } from './FaceStep';
import { FeeStep } from './FeeStep';
import { IdentityForm } from './IdentityForm';
import { VerificationStepper } from './VerificationStepper';

/**
 * /account/verification (shown when the web config's power.realName is on): the name and second-generation ID
 * number, the fee paid by scanning a code, the face check through the messaging app or the wallet, then the
 * result. Where the flow stands is read from the server, so a reload resumes the right step; once verified the
 * user's info is read again and the shell's blocking dialog stops.
 */
export const VerificationPage = () => {
    const info = useRealnameInfo();
    const refresh = useRefreshVerification();
    const [editing, setEditing] = useState(false);
    const afterIdentity = useCallback(async () => {
        await refresh();
        setEditing(false);
    }, [refresh]);
    const initial = useMemo(
        () => ({
            realName: info.data?.step === 'done' ? '' : (info.data?.realName ?? ''),
            idNumber: info.data?.step === 'done' ? '' : (info.data?.idNumber ?? ''),
        }),
        [info.data],
    );

    const data = info.data;
    const step = data ? (editing && data.step === 'fee' ? 'info' : data.step) : 'info';
    return (
        <PageCard title="verification.title" intro="verification.intro" sx={{ maxWidth: 900 }}>
            <CardContent>
                {info.isPending ? (
                    <PageLoading />
                ) : info.error || !data ? (
                    <LoadError error={info.error} onRetry={() => void info.refetch()} />
                ) : (
                    <>
                        <VerificationStepper step={step} />
                        <Divider sx={{ mb: 2 }} />
                        {step === 'info' ? <IdentityForm initial={initial} onDone={afterIdentity} /> : null}
                        {step === 'fee' ? <FeeStep info={data} onEdit={() => setEditing(true)} onSettled={refresh} /> : null}
                        {step === 'face' ? <FaceStep info={data} onPassed={refresh} /> : null}
                        {step === 'done' ? <CompletedPanel info={data} /> : null}
                    </>
                )}
            </CardContent>
        </PageCard>
    );
};
