export * from './users';
export * from './sessions';
export * from './one-time-codes';
export * from './mail-outbox';
export * from './uploads';
