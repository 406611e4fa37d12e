// Plain node:http requests for the site-server tests: the path goes out byte for byte, and the
// source address can be chosen (127.0.0.x are distinct clients on loopback).
import http from 'node:http';

/** A request with the path sent byte for byte (fetch would normalise it). */
export function raw(port, { path: p, method = 'GET', headers = {}, body, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: p, method, headers, localAddress }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
