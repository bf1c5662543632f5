/** The site's page addresses and how a path is matched against them, without zod (the shell and the gateway). */
export * from './site-pages';
export * from './site-routes';
export * from './match-site-path';
