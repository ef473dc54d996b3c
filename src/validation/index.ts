export * from './messages';
export * from './ip';
export * from './ipList';
export * from './segments';
export * from './domain';
export * from './records';
export * from './port';
export * from './contact';
