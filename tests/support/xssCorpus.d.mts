export interface XssPayload {
    readonly id: number;
    readonly name: string;
    readonly payload: string;
}
export declare const XSS_CORPUS: readonly XssPayload[];
/** Tags, on* attributes and script URLs found under `root` (empty when the DOM is clean). */
export declare const dangerousDom: (root: ParentNode) => string[];
