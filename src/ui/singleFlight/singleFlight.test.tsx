import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, Notification, RecordContextProvider, ResourceContextProvider, TextInput, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/provider';
import { Confirm } from './Confirm';
import { DeleteWithConfirmButton } from './DeleteWithConfirmButton';
import { Form, SimpleForm } from './Form';
import { SaveButton } from './SaveButton';
import { useMutation } from './useMutation';
import { useSingleFlight } from './useSingleFlight';

/** A write the test settles by hand, counting its calls. */
const deferredWrite = () => {
    const settle: Array<() => void> = [];
    const write = vi.fn(() => new Promise<void>(resolve => settle.push(resolve)));
    return { write, settleAll: () => act(async () => settle.splice(0).forEach(resolve => resolve())) };
};

const keyOfId = (id: number) => id;

const Admin = ({ children, dataProvider }: { children: React.ReactNode; dataProvider?: DataProvider }) => (
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()} queryClient={new QueryClient()} dataProvider={dataProvider}>
        {children}
    </AdminContext>
);

const saveButton = () => screen.getByRole('button', { name: '保存' }) as HTMLButtonElement;

describe('useSingleFlight', () => {
    it('sends once while the call is in flight, hands the same promise to a second call, then sends again', async () => {
        const { write, settleAll } = deferredWrite();
        const { result } = renderHook(() => useSingleFlight(write));
        const [send] = result.current;
        let first: Promise<void> | undefined;
        let second: Promise<void> | undefined;
        act(() => {
            first = send();
            second = send();
        });
        expect(write).toHaveBeenCalledTimes(1);
        expect(second).toBe(first);
        expect(result.current[1]).toBe(true);
        await settleAll();
        expect(result.current[1]).toBe(false);
        act(() => void result.current[0]());
        expect(write).toHaveBeenCalledTimes(2);
        await settleAll();
    });

    it('lets the next call through after a refusal, which both callers see', async () => {
        const write = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce('ok');
        const { result } = renderHook(() => useSingleFlight(write));
        const calls = [result.current[0](), result.current[0]()];
        await expect(calls[0]).rejects.toThrow('refused');
        await expect(calls[1]).rejects.toThrow('refused');
        await expect(result.current[0]()).resolves.toBe('ok');
        expect(write).toHaveBeenCalledTimes(2);
    });

    it('keeps one flight per key when given keyOf', async () => {
        const { write, settleAll } = deferredWrite();
        const { result } = renderHook(() => useSingleFlight((_id: number) => write(), keyOfId));
        act(() => {
            void result.current[0](1);
            void result.current[0](1);
            void result.current[0](2);
        });
        expect(write).toHaveBeenCalledTimes(2);
        await settleAll();
        expect(result.current[1]).toBe(false);
    });
});

describe.each([
    ['Form', Form],
    ['SimpleForm', SimpleForm],
])('%s with SaveButton alwaysEnable', (_name, FormKind) => {
    it('submits once for two clicks in the same tick, stays disabled until the write settles, then submits again', async () => {
        const { write, settleAll } = deferredWrite();
        render(
            <Admin>
                <FormKind defaultValues={{ name: 'a' }} onSubmit={write} toolbar={false}>
                    <TextInput source="name" />
                    <SaveButton alwaysEnable />
                </FormKind>
            </Admin>,
        );
        fireEvent.click(saveButton());
        fireEvent.click(saveButton());
        await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
        await waitFor(() => expect(saveButton().disabled).toBe(true));
        // a click on the disabled button, and Enter in a field (a submit without the button), while in flight
        fireEvent.click(saveButton());
        fireEvent.submit(saveButton().form!);
        await act(() => new Promise(resolve => setTimeout(resolve, 20))); // the submit's validation runs
        expect(write).toHaveBeenCalledTimes(1);
        await settleAll();
        expect(write).toHaveBeenCalledTimes(1);
        await waitFor(() => expect(saveButton().disabled).toBe(false));
        fireEvent.click(saveButton());
        await waitFor(() => expect(write).toHaveBeenCalledTimes(2));
        await settleAll();
    });
});

describe('Confirm', () => {
    it('confirms once for two clicks in the same tick and shows loading until the action settles', async () => {
        const { write, settleAll } = deferredWrite();
        render(
            <Admin>
                <Confirm isOpen title="t" content="c" onConfirm={write} onClose={() => undefined} />
            </Admin>,
        );
        const confirm = () => screen.getByRole('button', { name: '确认' }) as HTMLButtonElement;
        fireEvent.click(confirm());
        fireEvent.click(confirm());
        expect(write).toHaveBeenCalledTimes(1);
        await waitFor(() => expect(confirm().disabled).toBe(true));
        await settleAll();
        await waitFor(() => expect(confirm().disabled).toBe(false));
        fireEvent.click(confirm());
        expect(write).toHaveBeenCalledTimes(2);
        await settleAll();
    });
});

describe('DeleteWithConfirmButton', () => {
    it("sends one delete for two clicks on react-admin's confirm button, and one again after the dialog is opened anew", async () => {
        const { write, settleAll } = deferredWrite();
        const remove = vi.fn(async () => {
            await write();
            return { data: { id: 1 } };
        });
        render(
            <Admin dataProvider={{ delete: remove } as unknown as DataProvider}>
                <ResourceContextProvider value="thing">
                    <RecordContextProvider value={{ id: 1 }}>
                        <DeleteWithConfirmButton redirect={false} />
                    </RecordContextProvider>
                </ResourceContextProvider>
            </Admin>,
        );
        fireEvent.click(screen.getByRole('button', { name: '删除' }));
        const confirm = await screen.findByRole('button', { name: '确认' });
        fireEvent.click(confirm);
        fireEvent.click(confirm);
        await waitFor(() => expect(remove).toHaveBeenCalled());
        await settleAll();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(remove).toHaveBeenCalledTimes(1);

        fireEvent.click(screen.getByRole('button', { name: '删除' }));
        fireEvent.click(await screen.findByRole('button', { name: '确认' }));
        await waitFor(() => expect(remove).toHaveBeenCalledTimes(2));
        await settleAll();
    });

    it("announces the delete as a success (react-admin's own notice is 'info'), in the colour of every other success", async () => {
        render(
            <Admin dataProvider={{ delete: async () => ({ data: { id: 1 } }) } as unknown as DataProvider}>
                <ResourceContextProvider value="thing">
                    <RecordContextProvider value={{ id: 1 }}>
                        <DeleteWithConfirmButton redirect={false} successMessage="common.done.deleted" />
                    </RecordContextProvider>
                </ResourceContextProvider>
                <Notification />
            </Admin>,
        );
        fireEvent.click(screen.getByRole('button', { name: '删除' }));
        fireEvent.click(await screen.findByRole('button', { name: '确认' }));
        const notice = await screen.findByText('删除成功');
        expect(notice.closest('.RaNotification-success')).not.toBeNull();
    });
});

describe('useMutation', () => {
    it('runs the mutation once for mutate and mutateAsync called in the same tick, and the second call shares the answer', async () => {
        const { write, settleAll } = deferredWrite();
        const onSuccess = vi.fn();
        const { result } = renderHook(() => useMutation({ mutationFn: write, onSuccess }), { wrapper: Admin });
        let joined: Promise<void> | undefined;
        act(() => {
            result.current.mutate();
            joined = result.current.mutateAsync();
        });
        await waitFor(() => expect(write).toHaveBeenCalled());
        await settleAll();
        await joined;
        expect(write).toHaveBeenCalledTimes(1);
        expect(onSuccess).toHaveBeenCalledTimes(1);
        act(() => void result.current.mutateAsync());
        await waitFor(() => expect(write).toHaveBeenCalledTimes(2));
        await settleAll();
    });
});
