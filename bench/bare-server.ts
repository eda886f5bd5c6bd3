// The baseline: a bare Fastify server answering a health-shaped JSON, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health/', async () => ({ data: { status: 'ok' } }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
