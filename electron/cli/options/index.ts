// The CLI's one options module: option values (speeds, departure, step, numbers, choices) with
// one exit-code rule, the files a command reads and writes, and stopping on SIGINT/SIGTERM.
export * from './values';
export * from './voyage';
export * from './files';
export * from './signals';
export * from './service-session';
export * from './place';
export * from './clock';
export * from './spending';
