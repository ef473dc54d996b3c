import { File as NodeFileClass } from 'node:buffer';
import { afterAll, beforeAll, vi } from 'vitest';

/** Node's File (jsdom's cannot cross msw's XMLHttpRequest interception: its content arrives as "undefined"). */
export const NodeFile = NodeFileClass;

/**
 * Makes FormData Node's own for the tests of a file (uploads through XMLHttpRequest, answered by msw): jsdom's
 * FormData holding a File is serialised by the interceptor as the text "undefined". Call at a describe's top.
 */
export const withNodeFormData = () => {
    beforeAll(async () => {
        // Node's FormData, reached through its fetch Response (jsdom replaces the global)
        const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
        vi.stubGlobal('FormData', NodeFormData);
    });
    afterAll(() => vi.unstubAllGlobals());
};
