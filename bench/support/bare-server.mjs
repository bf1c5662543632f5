// The anchor: a bare node:http server that answers every request with the same bytes and headers the
// gateway returned, with no routing, proxying or database. Run as its own process, like the system under test.
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const body = Buffer.concat(chunks);

createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
}).listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
