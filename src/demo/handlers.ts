import type { RequestHandler } from 'msw';

// Filled in by the demo backend work.
export const handlers: RequestHandler[] = [];
