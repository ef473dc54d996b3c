import type { TranslateFunction } from 'react-admin';

/** A node's name: a custom line's own name, or a default node's translated one. */
export const nodeLabel = (translate: TranslateFunction, node: string, name?: string): string =>
    name && name !== node ? name : translate(`monitors.nodes.${node}`, { _: node });
