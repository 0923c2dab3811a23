// The CLI's one options module: option values (speeds, departure, step, numbers, choices) with
// one exit-code rule, the files a command reads and writes, stopping on SIGINT/SIGTERM, and
// the progress line of a long command.
export * from './values';
export * from './voyage';
export * from './files';
export * from './signals';
export * from './service-session';
export * from './place';
export * from './clock';
export * from './spending';
export * from './progress';
