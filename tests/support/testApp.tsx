import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Route, useLocation } from 'react-router-dom';
import { ConsoleApp, type FlavourDefinition } from '../../src/console/ConsoleApp';
import { userOpenRoutes } from '../../src/user/openRoutes';
import { createUserDataProvider } from '../../src/user/dataProvider';
import { createAdminDataProvider } from '../../src/admin/dataProvider';
import type { Services } from '../../src/console/services';

/** Shows where it is; with `probe`, calls the server once (a stale token makes that a 401). */
const Page = ({ name, probe }: { name: string; probe?: boolean }) => {
    const location = useLocation();
    const dataProvider = useDataProvider<ReturnType<typeof createUserDataProvider>>();
    const [answer, setAnswer] = useState('');
    useEffect(() => {
        if (!probe) return;
        dataProvider.getUserInfo().then(
            () => setAnswer('ok'),
            () => setAnswer('failed'),
        );
    }, [probe, dataProvider]);
    return (
        <div>
            <h1>{name}</h1>
            <p data-testid="where">{`${location.pathname}${location.search}`}</p>
            <p>{answer}</p>
        </div>
    );
};

const testRoutes = [
    <Route key="home" path="/dns/dashboard" element={<Page name="console home" />} />,
    <Route key="x" path="/dns/x" element={<Page name="protected page" />} />,
    <Route key="probe" path="/dns/probe" element={<Page name="probe page" probe />} />,
];

const definitions: Record<Services['flavour'], FlavourDefinition> = {
    user: {
        titleKey: 'app.name',
        loadDataProvider: async () => createUserDataProvider,
        routes: [],
        loadRouteTitles: async () => undefined,
        resources: [],
        extraRoutes: testRoutes,
        openRoutes: userOpenRoutes,
    },
    admin: {
        titleKey: 'app.adminName',
        loadDataProvider: async () => createAdminDataProvider,
        routes: [],
        loadRouteTitles: async () => undefined,
        resources: [],
        extraRoutes: testRoutes,
    },
};

/** The real console (ConsoleApp: auth, login page, open routes, shell, store) around three test pages. */
export const TestApp = ({ services }: { services: Services }) => <ConsoleApp services={services} definition={definitions[services.flavour]} />;

/** The code drawn in the demo captcha image currently shown (the demo draws one <text> per character). */
export const readCaptcha = async (img: HTMLImageElement): Promise<string> => {
    const svg = await (await fetch(img.src)).text();
    return [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map(match => match[1]).join('');
};
