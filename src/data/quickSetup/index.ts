/** Quick setup: Domain Connect templates (the engine, pure) and the presets, shared by the console and the demo. */
export * from './template';
export * from './substitute';
export * from './spf';
export * from './records';
export * from './conflicts';
export * from './applyTemplate';
export * from './variables';
export * from './redirect';
export * from './syncRequest';
export * from './host';
