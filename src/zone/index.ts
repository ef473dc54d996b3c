/** The zone model (types, names, content, checks, order, inverse, counts): pure, shared by the console and the demo. */
export * from './types';
export * from './names';
export * from './content';
export * from './zoneState';
export * from './checks';
export * from './inverse';
export * from './order';
export * from './summary';
