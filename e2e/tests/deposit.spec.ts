// 예약금 online (issue 14): the demo owner pays a visit's deposit through the fake payment gateway from
// /deposit/{id}, then cancels two days before the visit; the refund shown before confirming is the one the
// gateway gives back.
import { test, expect, demoToken, logIn } from './fixtures';
import { addDemoDog, api, firstFreeSlot, groomingProduct, seoulDay, staffLogin } from './booking-api';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

test.describe('예약금: pay online, cancel, refund', () => {
  test.beforeEach(async ({ context, baseURL }) => logIn(context, baseURL!));

  test('pays the deposit online, cancels two days before, and the refund shown first is the one refunded', async ({
    page,
  }) => {
    const staff = await staffLogin(1);
    const product = await groomingProduct(staff.shopId, 'SMALL');
    const date = seoulDay(2);
    const { time } = await firstFreeSlot(staff.shopId, product.productSeq, 2, 1);
    const dog = await addDemoDog('콩떡');
    const booked = await api<{ reservationSeq: number; deposit: { amount: number } | null }>(
      'POST',
      '/v2/reservations',
      {
        token: await demoToken(),
        body: { shopId: staff.shopId, productSeq: product.productSeq, petSeqs: [dog.petSeq], date, time },
      },
    );
    const deposit = booked.deposit!.amount;
    expect(deposit).toBeGreaterThan(0);

    // /deposit/{id}: 입금 전 → 온라인 결제 → the fake payment window → back, 결제 완료.
    await page.goto(`/deposit/${booked.reservationSeq}`);
    await expect(page.getByTestId('deposit-amount')).toHaveText(won(deposit));
    await expect(page.getByText('입금 전')).toBeVisible();
    await page.getByRole('button', { name: `${won(deposit)} 온라인 결제` }).click();
    await expect(page).toHaveURL(/\/api\/fake-toss\/checkout\?/);
    await page.getByRole('link', { name: `${won(deposit)} 결제하기` }).click();
    await expect(page).toHaveURL(new RegExp(`/deposit/${booked.reservationSeq}\\?.*paymentKey=`));
    await expect(page.getByText('결제 완료')).toBeVisible();

    // Confirmed by the shop (a request not answered yet is withdrawn free, whenever).
    await api('POST', `/v2/partner/reservations/${booked.reservationSeq}/confirm`, { token: staff.token });
    // The reservation shows it paid; cancelling shows the refund first (1-2 days before: 50 %).
    await page.goto(`/reservation/detail?id=${booked.reservationSeq}`);
    // Paid by card: 결제 완료 (a transfer the shop confirmed reads 입금 완료).
    await expect(page.getByText(`${won(deposit)} (결제 완료)`)).toBeVisible();
    await page.getByRole('button', { name: '예약 취소' }).click();
    const dialog = page.getByRole('dialog', { name: /예약을 취소할까요/ });
    const refund = deposit - Math.round(deposit / 2);
    await expect(dialog).toContainText(`환불 금액${won(refund)}`);
    await dialog.getByRole('button', { name: '예약 취소' }).click();
    await expect(page.getByRole('region', { name: '취소 정보' })).toContainText(`환불 금액${won(refund)}`);

    // The gateway gave back exactly that.
    await page.goto(`/deposit/${booked.reservationSeq}`);
    await expect(page.getByText(`${won(refund)} 환불 완료`)).toBeVisible();
    const after = await api<{ refundedAmount: number; method: string }>(
      'GET',
      `/v2/reservations/${booked.reservationSeq}/deposit`,
      { token: await demoToken() },
    );
    expect(after).toMatchObject({ refundedAmount: refund, method: 'ONLINE' });
  });
});
