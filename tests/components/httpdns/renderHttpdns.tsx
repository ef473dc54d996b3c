import type { ReactElement } from 'react';
import { getDemoDb } from '../../../src/demo/db';
import { issueToken } from '../../../src/demo/http';
import { renderUserRoute } from '../../support/renderUserRoute';

/** An HTTPDNS screen at its route, signed in as demo user 1. */
export const renderHttpdns = (route: string, path: string, screen: ReactElement) =>
    renderUserRoute({ token: issueToken(getDemoDb(), 'user', 1), route, path, screen });
