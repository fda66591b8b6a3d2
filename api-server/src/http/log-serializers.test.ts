import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { logSerializers, redactQuery } from './log-serializers';

describe('redactQuery', () => {
  it('replaces every query value and keeps the names', () => {
    expect(redactQuery('/ws/chat/room-1/?key=eyJhbGciOi.payload.sig&x=1')).toBe(
      '/ws/chat/room-1/?key=[redacted]&x=[redacted]',
    );
  });

  it('leaves a URL without a query as it is', () => {
    expect(redactQuery('/api/users/me/')).toBe('/api/users/me/');
  });
});

describe('the request log', () => {
  it('never holds a token sent in the query string', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, next) {
        lines.push(chunk.toString());
        next();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: logSerializers } });
    app.get('/ws/chat/:room/', () => ({ ok: true }));
    await app.inject({ url: '/ws/chat/abc/?key=secret-access-token' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/ws/chat/abc/?key=[redacted]');
    expect(log).not.toContain('secret-access-token');
  });
});
