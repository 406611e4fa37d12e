import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../lib/errors.js';
import { HttpError, jsonPost } from './http-client.js';

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** Development default: the message (with the code) goes to the server log instead of a phone. */
export class LogSmsSender implements SmsSender {
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}
  async send(to: string, text: string) {
    this.log.info({ sms: { to, text } }, `[SMS] ${to}: ${text}`);
  }
}

export interface HttpSmsConfig {
  url: string; // e.g. https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{appKey}/sender/sms
  apiKey: string;
  sender: string; // registered caller number
}

interface NhnSmsResponse {
  header: { isSuccessful: boolean; resultCode: number; resultMessage: string };
}

/**
 * NHN Cloud SMS style REST client: POST JSON, secret key in the `X-Secret-Key` header,
 * `{ header: { isSuccessful, resultCode, resultMessage } }` in the answer (HTTP 200 even on failure).
 */
export class HttpSmsSender implements SmsSender {
  constructor(private readonly cfg: HttpSmsConfig) {}

  async send(to: string, text: string) {
    let res: NhnSmsResponse;
    try {
      res = await jsonPost<NhnSmsResponse>(
        this.cfg.url,
        { 'X-Secret-Key': this.cfg.apiKey },
        { body: text, sendNo: this.cfg.sender, recipientList: [{ recipientNo: to }] },
      );
    } catch (err) {
      if (err instanceof HttpError)
        throw Object.assign(new AppError('EXTERNAL_SERVICE_ERROR'), { cause: err });
      throw err;
    }
    if (!res?.header?.isSuccessful) {
      throw Object.assign(new AppError('EXTERNAL_SERVICE_ERROR'), {
        cause: new Error(`SMS provider refused: ${res?.header?.resultCode} ${res?.header?.resultMessage}`),
      });
    }
  }
}

export function smsSenderFromEnv(log: FastifyBaseLogger, env: NodeJS.ProcessEnv = process.env): SmsSender {
  if (env.SMS_API_URL && env.SMS_API_KEY && env.SMS_SENDER) {
    return new HttpSmsSender({ url: env.SMS_API_URL, apiKey: env.SMS_API_KEY, sender: env.SMS_SENDER });
  }
  return new LogSmsSender(log);
}
