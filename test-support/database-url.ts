/**
 * A database's URL on a server given as MONGO_BASE_URL. The base may carry connection options after `?` (a
 * one-node replica set in a container needs `directConnection=true`, as its member's address is the container's
 * own); they stay after the database name, where the driver reads them. Plain string work rather than `URL`,
 * which cannot parse a MongoDB URL that lists several hosts.
 */
export function databaseUrlOn(baseUrl: string, name: string): string {
  const [server = '', options] = baseUrl.split('?', 2);
  const database = `${server.replace(/\/+$/, '')}/${name}`;
  return options === undefined ? database : `${database}?${options}`;
}
