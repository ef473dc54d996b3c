import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import { USER_INFO_KEY } from '../account/useUserInfo';
import type { VerificationCalls } from './api';

const verificationKeys = {
    info: ['verification', 'info'] as const,
    face: (certifyId: string) => ['verification', 'face', certifyId] as const,
};

/** How often a face check in progress is asked about. */
const FACE_POLL_MS = 2000;

export const useVerificationProvider = () => useDataProvider<DataProvider & VerificationCalls>();

/** Where the flow stands (a reload resumes the right step). */
export const useRealnameInfo = () => {
    const dataProvider = useVerificationProvider();
    return useQuery({ queryKey: verificationKeys.info, queryFn: () => dataProvider.getRealnameInfo(), staleTime: 0 });
};

/** Reads the flow again, and the user's info (its real-name status drives the shell's blocking dialog). */
export const useRefreshVerification = () => {
    const queryClient = useQueryClient();
    return useCallback(async () => {
        await Promise.all([queryClient.invalidateQueries({ queryKey: verificationKeys.info }), queryClient.invalidateQueries({ queryKey: USER_INFO_KEY })]);
    }, [queryClient]);
};

/** The face check's status, polled every FACE_POLL_MS while pending (stops when the caller unmounts). */
export const useFaceStatus = (certifyId: string) => {
    const dataProvider = useVerificationProvider();
    return useQuery({
        queryKey: verificationKeys.face(certifyId),
        queryFn: () => dataProvider.queryFaceAuth(certifyId),
        enabled: certifyId !== '',
        refetchInterval: query => (query.state.data === 'pending' || query.state.data === undefined ? FACE_POLL_MS : false),
        refetchIntervalInBackground: true,
    });
};
