// The realtime baseline of `npm run bench`: a bare Socket.IO 4 server (same options as ours, no
// authentication, no validation, no stored session) whose rooms are the benchmark's groups. `join`
// puts a socket in its room; a `message` from any member changes the room's copy of a snapshot
// our server sent (its version, paused or not) and broadcasts it to the room as `snapshot`, then
// acknowledges. So the ratio ours ÷ bare measures what our realtime layer costs on top of
// Socket.IO itself, for the same bytes on the wire.
//
// Usage: node scripts/bench/bare-socket-server.mjs <spec.json>
//   spec.json: { "port": 3903, "snapshot": "/tmp/…/snapshot.json" }
import fs from 'node:fs';
import http from 'node:http';
import { Server } from 'socket.io';

const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const template = JSON.parse(fs.readFileSync(spec.snapshot, 'utf8'));
const httpServer = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
});
const io = new Server(httpServer, {
  path: '/socket.io',
  serveClient: false,
  maxHttpBufferSize: 64 * 1024,
  pingInterval: 10_000,
  pingTimeout: 10_000,
});
/** Each room's snapshot, as the members last saw it. */
const rooms = new Map();

io.on('connection', (socket) => {
  socket.on('join', (payload, ack) => {
    const room = `group-${payload?.group_id}`;
    socket.data.room = room;
    if (!rooms.has(room)) rooms.set(room, structuredClone(template));
    void socket.join(room);
    socket.emit('snapshot', { ...rooms.get(room), serverNow: Date.now() });
    if (typeof ack === 'function') ack({ ok: true });
  });
  socket.on('time', (ack) => {
    if (typeof ack === 'function') ack(Date.now());
  });
  socket.on('message', (payload, ack) => {
    const state = rooms.get(socket.data.room);
    if (!state?.current) {
      if (typeof ack === 'function') ack({ ok: false, message: 'not in a room' });
      return;
    }
    // The change our server would make to the run for pause and resume; anything else: a version.
    const run = state.current.run;
    if (payload?.type === 'pause')
      Object.assign(run, { phaseEndsAt: null, pausedRemainingMs: 60_000 });
    if (payload?.type === 'resume')
      Object.assign(run, { phaseEndsAt: Date.now() + 60_000, pausedRemainingMs: null });
    state.version += 1;
    io.to(socket.data.room).emit('snapshot', { ...state, serverNow: Date.now() });
    if (typeof ack === 'function') ack({ ok: true });
  });
});

const stop = () => {
  io.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

httpServer.listen(spec.port, '127.0.0.1');
