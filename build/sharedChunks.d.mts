import type { CodeSplittingGroup } from 'rolldown';

/** The code-splitting group of the screens' shared code, one chunk per set of flavours (build/sharedChunks.mjs). */
export declare const sharedScreenCode: (flavours: Readonly<Record<string, RegExp>>, kit: RegExp) => CodeSplittingGroup;
