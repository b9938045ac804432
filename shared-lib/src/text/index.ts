export * from './cutSummary';
