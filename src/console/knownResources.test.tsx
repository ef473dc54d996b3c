import { render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { AdminContext, Resource, ResourceDefinitionContext, type ResourceDefinitionContextValue } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { KnownResources } from './KnownResources';

const resources = [{ name: 'domain', recordRepresentation: 'domain' }, { name: 'record' }];

/** Shows the known resources and hands each render's context to `onRender`. */
const Probe = ({ onRender }: { onRender: (context: ResourceDefinitionContextValue) => void }) => {
    const context = useContext(ResourceDefinitionContext);
    onRender(context);
    return <p>{Object.keys(context.definitions).join(',')}</p>;
};

const renderKnown = () => {
    const onRender = vi.fn<(context: ResourceDefinitionContextValue) => void>();
    render(
        <AdminContext>
            <KnownResources resources={resources}>
                <Probe onRender={onRender} />
            </KnownResources>
        </AdminContext>,
    );
    return { onRender, context: () => onRender.mock.lastCall![0] };
};

describe('KnownResources', () => {
    it("knows every resource from the first render, with react-admin's own definitions", () => {
        const { onRender, context } = renderKnown();
        expect(screen.getByText('domain,record')).toBeTruthy();
        expect(context().definitions.domain).toEqual(Resource.registerResource(resources[0]));
        expect(onRender).toHaveBeenCalledTimes(1);
    });

    it("takes react-admin's registering of the same resources (unregistered, then registered again) without a render", async () => {
        const { onRender, context } = renderKnown();
        context().unregister(context().definitions.record);
        context().register(Resource.registerResource(resources[1]));
        await new Promise(resolve => setTimeout(resolve, 20));
        expect(onRender).toHaveBeenCalledTimes(1);
    });

    it('adds a resource it did not know', async () => {
        const { context } = renderKnown();
        context().register(Resource.registerResource({ name: 'order' }));
        expect(await screen.findByText('domain,record,order')).toBeTruthy();
    });
});
