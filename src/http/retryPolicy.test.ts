import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { READ_RETRIES, shouldRetryRead } from './retryPolicy';

describe('shouldRetryRead', () => {
    it.each([
        ['the network', new ApiError('http.network', 0, 0), true],
        ['a gateway timeout', new ApiError('http.status.504', 504, 504), true],
        ['a server error status', new ApiError('http.status.500', 500, 500), true],
        ['a refusal with code and msg', new ApiError('参数不存在', 200, 500), false],
        ['an expired session', new ApiError('invalid token', 401, 401), false],
        ['a 404', new ApiError('http.status.404', 404, 404), false],
        ['an error that is not the API’s', new Error('boom'), false],
    ])('%s: %s', (_name, error, expected) => expect(shouldRetryRead(0, error)).toBe(expected));

    it(`stops after ${READ_RETRIES} retries`, () => {
        const error = new ApiError('http.network', 0, 0);
        expect(shouldRetryRead(READ_RETRIES - 1, error)).toBe(true);
        expect(shouldRetryRead(READ_RETRIES, error)).toBe(false);
    });
});
