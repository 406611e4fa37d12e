// Direct API calls the booking stories use for what happens outside the owner's phone: the shop's
// staff acting through the partner API, and looking up seeded facts (dates, free slots) so the
// stories never depend on today's weekday.
import { apiUrl, demoToken } from './fixtures';

interface Envelope<T> {
  resultCode: string;
  message: string;
  data: T;
}

export async function api<T>(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${apiUrl()}${path}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const body = (await res.json()) as Envelope<T>;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${body.resultCode} ${body.message}`);
  return body.data;
}

/** Seoul calendar date `days` from today (YYYY-MM-DD). */
export function seoulDay(days: number): string {
  const seoulNow = new Date(Date.now() + 9 * 3600_000);
  return new Date(Date.UTC(seoulNow.getUTCFullYear(), seoulNow.getUTCMonth(), seoulNow.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/** "2026-11-27" → "11월 27일", the way the calendar names its day buttons. */
export const monthDayLabel = (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일`;

export interface StaffShop {
  token: string;
  shopId: number;
  shopName: string;
}

/** Logs a demo staff member (staffN@guardian.kr) into the partner API. */
export async function staffLogin(n: number): Promise<StaffShop> {
  const session = await api<{ token: string; staff: { shops: { shopId: number; name: string }[] } }>(
    'POST',
    '/v2/partner/login',
    { body: { email: `staff${n}@guardian.kr`, password: 'partner1234' } },
  );
  const [shop] = session.staff.shops;
  return { token: session.token, shopId: shop.shopId, shopName: shop.name };
}

/** The first demo staff member whose shop takes chats (shops 1..3 belong to the demo owner). */
export async function chatShop(): Promise<StaffShop> {
  for (const n of [3, 2, 1]) {
    const staff = await staffLogin(n);
    const config = await api<{ chatting: boolean }>('GET', `/v2/shop/app/config?shopId=${staff.shopId}`);
    if (config.chatting) return staff;
  }
  throw new Error('no demo shop takes chats');
}

export interface ShopFacts {
  shopId: number;
  name: string;
  categories: string[];
  latitude: number;
  longitude: number;
}
export const shopFacts = (shopId: number) => api<ShopFacts>('GET', `/v2/shop?shopId=${shopId}`);

interface Product {
  productSeq: number;
  name: string;
  category: string;
  prices: { band: string; price: number }[];
}
export async function groomingProduct(shopId: number, band = 'SMALL'): Promise<Product> {
  const shop = await api<{ products: Product[] }>('GET', `/v2/online-reservation/shops/${shopId}`);
  const product = shop.products.find(
    (p) => p.category === 'BEAUTY' && p.prices.some((price) => price.band === band),
  );
  if (!product) throw new Error(`shop ${shopId} has no grooming product for ${band}`);
  return product;
}

/** The first day from `fromDays` ahead with a free grooming slot, and that slot. */
export async function firstFreeSlot(shopId: number, productSeq: number, fromDays: number, maxDays = 14) {
  for (let d = fromDays; d < fromDays + maxDays; d++) {
    const date = seoulDay(d);
    const day = await api<{ slots: { time: string; available: boolean }[] }>(
      'GET',
      `/v2/online-reservation/shops/${shopId}/availability?productSeq=${productSeq}&date=${date}`,
    );
    const slot = day.slots.find((s) => s.available);
    if (slot) return { date, time: slot.time };
  }
  throw new Error(`shop ${shopId} has no free slot in ${maxDays} days from +${fromDays}`);
}

/** An owner's session token (the demo community accounts: community1..18@guardian.kr). */
export async function logInAs(userId: string): Promise<string> {
  const session = await api<{ token: string }>('POST', '/v2/login', {
    body: { userId, password: 'guardian1234' },
  });
  return session.token;
}

/** A new dog of the owner with `token`, the demo account by default (so a story never clashes with seeded visits). */
export async function addDemoDog(name: string, weightKg = 3.4, token?: string) {
  const breeds = await api<{ breedSeq: number; kind: string }[]>('GET', '/v2/breeds?kind=DOG');
  return api<{ petSeq: number; name: string }>('POST', '/v2/pets', {
    token: token ?? (await demoToken()),
    body: {
      name,
      kind: 'DOG',
      breedSeq: breeds[0].breedSeq,
      birthDate: '2021-05-01',
      weightKg,
      sex: 'FEMALE',
      neutered: true,
    },
  });
}
