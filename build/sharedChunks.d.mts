import type { CodeSplittingGroup } from 'rolldown';

/** The code-splitting group of the screens' shared code, one chunk per set of flavours (build/sharedChunks.mjs). */
export declare const sharedScreenCode: (flavours: Readonly<Record<string, RegExp>>, kit: RegExp) => CodeSplittingGroup;

/** The code-splitting group of the data layer, one chunk per set of flavours (build/sharedChunks.mjs). */
export declare const dataLayerCode: (flavours: Readonly<Record<string, RegExp>>, dataLayer: RegExp) => CodeSplittingGroup;
