export * from './pathname';
