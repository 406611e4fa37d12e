/**
 * The bare baseline of bench/chat-load.ts, run as its own process like the API instances: a `ws` server on PORT
 * (127.0.0.1) that sends every text frame it receives to every connected socket, and answers any plain HTTP
 * request with 200 (the bench polls that to know it is up). No parsing, no storage, no bus.
 */
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const server = createServer((_req, res) => res.end('ok'));
const wss = new WebSocketServer({ server });
wss.on('connection', (socket) =>
  socket.on('message', (raw, isBinary) => {
    for (const client of wss.clients) client.send(raw, { binary: isBinary });
  }),
);
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  for (const client of wss.clients) client.terminate();
  wss.close();
  server.close(() => process.exit(0));
});
