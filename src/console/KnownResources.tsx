import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Resource, ResourceDefinitionContext, type ResourceDefinition, type ResourceDefinitions, type ResourceProps } from 'react-admin';

const sameDefinition = (a: ResourceDefinition | undefined, b: ResourceDefinition) =>
    !!a && Object.keys(b).length === Object.keys(a).length && Object.entries(b).every(([key, value]) => a[key as keyof ResourceDefinition] === value);

/** Resources never unregister here: a flavour's `<Resource>`s are fixed for the app's life. */
const keep = () => undefined;

/**
 * react-admin's resource definitions, known from the first render. react-admin starts with none and registers
 * each `<Resource>` in an effect after the first commit, then unregisters and registers them all again when its
 * router's state settles: each round changed the definitions and rendered the router and the whole page again,
 * twice on every cold load, before the page's rows could render. The definitions here are the ones react-admin's
 * registration gives (`Resource.registerResource`; a console resource's definition does not depend on permissions),
 * so its registering changes nothing; a resource it registers that is not among them is still added.
 */
export const KnownResources = ({ resources, children }: { resources: ResourceProps[]; children: ReactNode }) => {
    const [definitions, setDefinitions] = useState<ResourceDefinitions>(() =>
        Object.fromEntries(resources.map(props => [props.name, Resource.registerResource(props)])),
    );
    const register = useCallback(
        (definition: ResourceDefinition) =>
            setDefinitions(current => (sameDefinition(current[definition.name], definition) ? current : { ...current, [definition.name]: definition })),
        [],
    );
    const value = useMemo(() => ({ definitions, register, unregister: keep }), [definitions, register]);
    return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
};
