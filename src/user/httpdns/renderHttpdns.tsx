import type { ReactElement } from 'react';
import { getDemoDb } from '../../demo/db';
import { issueToken } from '../../demo/http';
import { renderUserRoute } from '../../../tests/support/renderUserRoute';

/** An HTTPDNS screen at its route, signed in as demo user 1. */
export const renderHttpdns = (route: string, path: string, screen: ReactElement) =>
    renderUserRoute({ token: issueToken(getDemoDb(), 'user', 1), route, path, screen });
