import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { SourcePicker } from './dns/bulk/recordImport/SourcePicker';
import type { ImportSource } from './dns/bulk/recordImport/usePreview';
import { getDemoDb } from '../demo/db';
import { i18nProvider } from '../i18n/provider';
import { Brand } from '../console/shell/Brand';
import { Footer } from '../console/shell/Footer';
import { renderUserRoute } from '../../tests/support/renderUserRoute';
import { setupDemoServer } from '../../tests/support/server';
import { dangerousDom, XSS_CORPUS } from '../../tests/support/xssCorpus.mjs';
import { answer, renderDashboard, withData } from './dashboard/renderDashboard';
import { fakeDomainsBackend, makeDomain } from '../../tests/support/fakeDomains';
import { renderDomains } from '../../tests/support/renderDomains';
import { issueToken } from '../demo/http';

/**
 * The XSS corpus as plain text through the user console's pages that show server or user text: announcements and
 * the update log on the dashboard, domain names and remarks, web config texts in the brand and the footer, a zone
 * file's name. Nothing dangerous may reach the DOM: no script, frame, object, form or style element, no on*
 * attribute, no javascript:/data:text URL, and no global clobbered (src/ui/SafeHtml.test.tsx: operator HTML).
 */
const server = setupDemoServer();

declare global {
    interface Window {
        __xss?: unknown;
    }
}

beforeAll(() => {
    // the dashboard's chart measures its container: jsdom has no layout
    globalThis.ResizeObserver ??= class {
        observe() {}
        unobserve() {}
        disconnect() {}
    };
});

const PAYLOADS = XSS_CORPUS.map(entry => entry.payload);
/** A payload's text as the page shows it (a very long one is cut in the assertion, not in the page). */
const marker = (id: number) => `__xss=${id}`;

const assertClean = (root: ParentNode = document.body) => {
    expect(dangerousDom(root)).toEqual([]);
    expect(window.__xss).toBeUndefined();
};

describe('plain text from the server is text', () => {
    it('the dashboard: announcement titles and update log entries', async () => {
        const db = getDemoDb();
        PAYLOADS.slice(0, 10).forEach((payload, index) =>
            db.notices.unshift({
                id: 9000 + index,
                title: payload,
                content: payload,
                type: 2,
                sendType: 2,
                sendObj: '',
                status: 1,
                createtime: '2026-01-01 10:00:00',
            }),
        );
        const log = PAYLOADS.map((payload, index) => ({
            id: index + 1,
            version: payload.slice(0, 60),
            title: payload,
            content: payload,
            createTime: '2026-01-01 10:00:00',
        }));
        server.use(answer.updateLog(log), ...withData().filter((_, index) => index !== 2));
        renderDashboard();
        const notices = await screen.findByTestId('card-notices');
        await within(notices).findAllByText(content => content.includes(marker(1)) || content.includes(marker(2)));
        await within(await screen.findByTestId('card-update-log')).findAllByText(content => content.includes('__xss='));
        assertClean();
    });

    it('the domain list: domain names and remarks', async () => {
        const domains = PAYLOADS.slice(0, 20).map((payload, index) =>
            makeDomain(index + 1, payload.slice(0, 200), { remarks: PAYLOADS[(index + 20) % PAYLOADS.length] }),
        );
        server.use(...fakeDomainsBackend(domains).handlers);
        renderDomains('/dns/domain/list/list?perPage=50');
        await waitFor(() => expect(document.querySelectorAll('tbody tr').length).toBeGreaterThanOrEqual(10));
        expect(document.body.textContent).toContain(marker(3));
        assertClean();
    });

    it('the brand and the footer: site name, company, ICP, contacts', async () => {
        const db = getDemoDb();
        const record = db.sysConfigs.find(row => row.paramKey === 'WEB_CONFIG_KEY')!;
        const value = JSON.parse(record.paramValue) as Record<string, Record<string, string>>;
        value.basic = { ...value.basic, webName: PAYLOADS[0], icp: PAYLOADS[2], isp: PAYLOADS[3] };
        value.contact = {
            ...value.contact,
            company: PAYLOADS[15],
            qq: PAYLOADS[4],
            email: PAYLOADS[6],
            telegram: 'javascript:window.__xss=1',
            skype: PAYLOADS[16],
            mobile: PAYLOADS[30],
        };
        record.paramValue = JSON.stringify(value);
        const token = issueToken(db, 'user', 1);
        renderUserRoute({
            token,
            route: '/x',
            path: '/x',
            screen: (
                <>
                    <Brand />
                    <Footer />
                </>
            ),
        });
        const footer = await screen.findByTestId('console-footer');
        await waitFor(() => expect(footer.textContent).toContain(marker(16)));
        expect(screen.getByTestId('brand').textContent).toContain(marker(1));
        assertClean();
        // contact links keep their own schemes: tel:, mailto:, https://t.me/, skype:
        for (const link of footer.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^(tel:|mailto:|https:\/\/|skype:)/);
    });

    it('the zone import: a file whose name is a payload', async () => {
        const Picker = () => {
            const [value, setValue] = useState<ImportSource>({ file: null, text: '', format: 'auto' });
            return <SourcePicker value={value} onChange={setValue} />;
        };
        render(
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <Picker />
            </AdminContext>,
        );
        const input = await screen.findByTestId('zone-file-input');
        const name = `${PAYLOADS[2]}${PAYLOADS[15]}.zone`;
        fireEvent.change(input, { target: { files: [new File(['www 600 IN A 203.0.113.8\n'], name)] } });
        await waitFor(() => expect(document.body.textContent).toContain(marker(16)));
        assertClean();
    });
});
