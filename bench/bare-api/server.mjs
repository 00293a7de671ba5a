#!/usr/bin/env node
// The baseline of lines 5, 8 and 9: `node:http` + a `pg` Pool answering GET /api/products with the api's SQL.
// Env: PORT, DATABASE_URL, POOL_MAX (same as the api's DATABASE_POOL_MAX). Answers like the api: the encoded page
// from the shared page cache, its ETag, and `Cache-Control: no-cache` from the client skips the cache.
import http from 'node:http';
import pg from 'pg';
import { PlaceOrderError, placeOrder } from './place-order.mjs';
import { BadRequest, listProducts } from './products.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://bare');
  try {
    if (req.method === 'GET' && url.pathname === '/api/products') {
      const page = await listProducts(pool, url.searchParams, { fresh: /\bno-cache\b/i.test(req.headers['cache-control'] ?? '') });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': page.json.length, etag: page.etag, 'cache-control': 'no-cache' });
      return res.end(page.json);
    }
    const placing = req.method === 'POST' && url.pathname.match(/^\/api\/checkout\/sessions\/([0-9a-f-]{36})\/orders$/i);
    if (placing) {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const result = await placeOrder(pool, placing[1], req.headers['x-checkout-token'], JSON.parse(Buffer.concat(chunks).toString('utf8')));
      return send(res, 201, result);
    }
    if (req.method === 'GET' && url.pathname === '/health') return send(res, 200, { status: 'ok' });
    send(res, 404, { message: 'Not found' });
  } catch (error) {
    if (error instanceof PlaceOrderError) return send(res, error.status, { code: error.message });
    if (error instanceof BadRequest) return send(res, 400, { message: error.message });
    console.error(error);
    send(res, 500, { message: 'Internal error' });
  }
});

server.listen(Number(process.env.PORT ?? 3490), () => console.log(`bare api listening on ${server.address().port}`));

const stop = () => {
  server.close(() => pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
