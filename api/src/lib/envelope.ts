export interface Envelope<T> {
  resultCode: string;
  message: string;
  data: T;
}

export const ok = <T>(data: T): Envelope<T> => ({ resultCode: 'SUCCESS', message: '성공', data });
