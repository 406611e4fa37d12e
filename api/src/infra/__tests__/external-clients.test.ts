import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer } from '../../test/fake-server.js';
import { AppError } from '../../lib/errors.js';
import { bearerGet, bearerPost } from '../http-client.js';
import { HttpSmsSender } from '../sms.js';

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  // Speaks the NHN Cloud SMS protocol: HTTP 200 with header.isSuccessful.
  server = await startFakeServer((req) => {
    if (req.url === '/sms/v3.0/appKeys/app/sender/sms') {
      if (req.headers['x-secret-key'] !== 'secret')
        return {
          body: { header: { isSuccessful: false, resultCode: -1000, resultMessage: 'Invalid secret key' } },
        };
      return {
        body: {
          header: { isSuccessful: true, resultCode: 0, resultMessage: 'SUCCESS' },
          body: { data: { requestId: 'r1' } },
        },
      };
    }
    if (req.url === '/echo')
      return {
        body: {
          method: req.method,
          auth: req.headers.authorization,
          body: req.body ? JSON.parse(req.body) : null,
        },
      };
    if (req.url === '/boom') return { status: 503, body: { error: 'down' } };
    return undefined;
  });
});
afterAll(() => server.close());

describe('HttpSmsSender', () => {
  it('POSTs JSON with the API key header and the sender number', async () => {
    const sender = new HttpSmsSender({
      url: `${server.url}/sms/v3.0/appKeys/app/sender/sms`,
      apiKey: 'secret',
      sender: '0212345678',
    });
    await sender.send('01012345678', '[가디언] 인증번호 [123456]');
    const req = server.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toContain('application/json');
    expect(JSON.parse(req.body)).toEqual({
      body: '[가디언] 인증번호 [123456]',
      sendNo: '0212345678',
      recipientList: [{ recipientNo: '01012345678' }],
    });
  });

  it('turns a refusal or an unreachable provider into EXTERNAL_SERVICE_ERROR', async () => {
    const refused = new HttpSmsSender({
      url: `${server.url}/sms/v3.0/appKeys/app/sender/sms`,
      apiKey: 'wrong',
      sender: '02',
    });
    await expect(refused.send('01012345678', 'x')).rejects.toMatchObject({
      resultCode: 'EXTERNAL_SERVICE_ERROR',
      statusCode: 502,
    });
    const down = new HttpSmsSender({ url: `${server.url}/boom`, apiKey: 'secret', sender: '02' });
    await expect(down.send('01012345678', 'x')).rejects.toBeInstanceOf(AppError);
    const nowhere = new HttpSmsSender({ url: 'http://127.0.0.1:9/none', apiKey: 'secret', sender: '02' });
    await expect(nowhere.send('01012345678', 'x')).rejects.toMatchObject({
      resultCode: 'EXTERNAL_SERVICE_ERROR',
    });
  });
});

describe('bearer helpers', () => {
  it('bearerGet and bearerPost send the token and parse JSON', async () => {
    expect(await bearerGet(`${server.url}/echo`, 'tok')).toEqual({
      method: 'GET',
      auth: 'Bearer tok',
      body: null,
    });
    expect(await bearerPost(`${server.url}/echo`, 'tok2', { a: 1 })).toEqual({
      method: 'POST',
      auth: 'Bearer tok2',
      body: { a: 1 },
    });
    await expect(bearerGet(`${server.url}/boom`, 'tok')).rejects.toMatchObject({ status: 503 });
  });
});
