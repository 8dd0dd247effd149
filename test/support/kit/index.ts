/** The one test kit (test/support/README.md): import from here, never from a feature's folder. */
export * from './http';
export * from './wait';
export * from './sign-in';
export * from './stream';
export * from './batch-history';
export * from './batch-givens';
export * from './order-givens';
export * from './batch-driver';
export * from './drive-to';
export * from './sockets';
export * from './instances';
export * from './jobs';
export * from './payments';
export * from './images';
export { startTestApp, type TestApp } from '../test-app';
export * from './accepted-money';
export * from './world';
