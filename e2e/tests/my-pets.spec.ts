// 마이페이지 → 내 반려동물: the owner corrects a pet's weight (it decides the price band of the next booking)
// in the same form the booking's 반려동물 추가 uses, and the change is saved in the API; a pet can be deleted
// there after a confirm.
import { test, expect, demoToken } from './fixtures';
import { addDemoDog, api, firstFreeSlot, groomingProduct, staffLogin } from './booking-api';

test.describe('내 반려동물', () => {
  test('with the keyboard up (390x460), the sheet keeps 저장 in reach while its fields scroll', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    const dog = await addDemoDog(`보리${Date.now() % 10000}`, 5.1);
    await page.setViewportSize({ width: 390, height: 460 });
    await page.goto('/my-info');
    await page.getByRole('button', { name: `${dog.name} 정보 수정` }).click();
    const sheet = page.getByRole('dialog', { name: '반려동물 정보 수정' });
    await sheet.getByLabel('이름').focus();
    // It sat at the end of the scroll, below 품종, 성별, 몸무게 and 중성화.
    const save = sheet.getByRole('button', { name: '저장' });
    await expect(save).toBeInViewport({ ratio: 1 });
    await expect(sheet.getByLabel('몸무게 (kg)')).not.toBeInViewport();

    await sheet.getByLabel('이름').fill(`${dog.name}짱`);
    await save.click();
    await expect(page.getByText('반려동물 정보를 저장했어요.')).toBeVisible();
    await expect(page.getByRole('button', { name: `${dog.name}짱 정보 수정` })).toBeVisible();
  });

  test("a pet's card opens its details filled in; a new weight is saved and shown", async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    const dog = await addDemoDog(`두부${Date.now() % 10000}`, 3.4);
    await page.goto('/my-info');
    await page.getByRole('button', { name: `${dog.name} 정보 수정` }).click();
    const sheet = page.getByRole('dialog', { name: '반려동물 정보 수정' });
    await expect(sheet.getByLabel('이름')).toHaveValue(dog.name);
    await expect(sheet.getByLabel('몸무게 (kg)')).toHaveValue('3.4');

    await sheet.getByLabel('몸무게 (kg)').fill('0');
    await sheet.getByRole('button', { name: '저장' }).click();
    await expect(sheet.getByText('몸무게는 0보다 커야 해요.')).toBeVisible();

    await sheet.getByLabel('몸무게 (kg)').fill('7.2');
    await sheet.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('반려동물 정보를 저장했어요.')).toBeVisible();
    await expect(sheet).toHaveCount(0);
    const card = page.getByRole('button', { name: `${dog.name} 정보 수정` });
    await expect(card).toContainText('7.2kg');

    const pets = await api<{ petSeq: number; weightKg: number }[]>('GET', '/v2/pets', {
      token: await demoToken(),
    });
    expect(pets.find((p) => p.petSeq === dog.petSeq)?.weightKg).toBe(7.2);
  });

  test("the phone's back on the delete question keeps the pet; a pet deleted after the confirm leaves 내 반려동물 and the API list", async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    const dog = await addDemoDog(`별이${Date.now() % 10000}`, 2.8);
    await page.goto('/my-info');
    await page.getByRole('button', { name: `${dog.name} 정보 수정` }).click();
    const sheet = page.getByRole('dialog', { name: '반려동물 정보 수정' });
    await sheet.getByRole('button', { name: '반려동물 삭제' }).click();

    const confirm = page.getByRole('dialog', { name: `'${dog.name}' 정보를 삭제할까요?` });
    await expect(confirm).toContainText('매장의 알림장･앨범과 지난 예약에는 그대로 남아요.');

    // Back answers the question like 취소, as in KakaoTalk: the sheet under it stays open on its own entry.
    await page.goBack();
    await expect(confirm).toHaveCount(0);
    await expect(sheet.getByLabel('이름')).toHaveValue(dog.name);
    await expect(page).toHaveURL(/[?&]pet=/);

    await sheet.getByRole('button', { name: '반려동물 삭제' }).click();
    await confirm.getByRole('button', { name: '삭제' }).click();

    await expect(page.getByText(`'${dog.name}' 정보를 삭제했어요.`)).toBeVisible();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('button', { name: `${dog.name} 정보 수정` })).toHaveCount(0);
    const pets = await api<{ petSeq: number }[]>('GET', '/v2/pets', { token: await demoToken() });
    expect(pets.map((p) => p.petSeq)).not.toContain(dog.petSeq);
  });

  test('a pet with a visit still ahead is kept: the sheet says to cancel first; once canceled, it can be deleted', async ({
    page,
    loggedIn,
  }, testInfo) => {
    void loggedIn;
    const token = await demoToken();
    const dog = await addDemoDog(`호두${Date.now() % 10000}`, 3.2);
    // A grooming visit four days out (요청): the shop expects this dog.
    const staff = await staffLogin(1);
    const product = await groomingProduct(staff.shopId, 'SMALL');
    const { date, time } = await firstFreeSlot(staff.shopId, product.productSeq, 4);
    const booked = await api<{ reservationSeq: number }>('POST', '/v2/reservations', {
      token,
      body: { shopId: staff.shopId, productSeq: product.productSeq, petSeqs: [dog.petSeq], date, time },
    });

    await page.goto('/my-info');
    await page.getByRole('button', { name: `${dog.name} 정보 수정` }).click();
    const sheet = page.getByRole('dialog', { name: '반려동물 정보 수정' });
    const confirm = page.getByRole('dialog', { name: `'${dog.name}' 정보를 삭제할까요?` });
    await sheet.getByRole('button', { name: '반려동물 삭제' }).click();
    await confirm.getByRole('button', { name: '삭제' }).click();

    // Refused, in the sheet, with what to do; the pet and the sheet stay.
    await expect(sheet.getByRole('alert')).toHaveText(
      '예정된 예약이 있는 반려동물은 삭제할 수 없어요. 예약을 취소하거나 이용을 마친 뒤 삭제해 주세요.',
    );
    await expect(sheet.getByLabel('이름')).toHaveValue(dog.name);
    await page.screenshot({ path: testInfo.outputPath('pet-delete-refused.png') });
    const petSeqs = async () =>
      (await api<{ petSeq: number }[]>('GET', '/v2/pets', { token })).map((p) => p.petSeq);
    expect(await petSeqs()).toContain(dog.petSeq);

    // The visit canceled (on 예약 상세, here through the API), the same 삭제 goes through.
    await api('POST', `/v2/reservations/${booked.reservationSeq}/cancel`, { token });
    await sheet.getByRole('button', { name: '반려동물 삭제' }).click();
    await confirm.getByRole('button', { name: '삭제' }).click();
    await expect(page.getByText(`'${dog.name}' 정보를 삭제했어요.`)).toBeVisible();
    await expect(sheet).toHaveCount(0);
    expect(await petSeqs()).not.toContain(dog.petSeq);
  });

  test('two phones of one account: a rename here keeps the weight the other phone saved; a pet deleted there is said so here and its card goes', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    const token = await demoToken();
    const dog = await addDemoDog(`구름${Date.now() % 10000}`, 3.4);
    await page.goto('/my-info');
    await page.getByRole('button', { name: `${dog.name} 정보 수정` }).click();
    const sheet = page.getByRole('dialog', { name: '반려동물 정보 수정' });
    await expect(sheet.getByLabel('몸무게 (kg)')).toHaveValue('3.4');

    // The other phone saves a new weight while this one's sheet is open; this one renames the dog.
    await api('PUT', `/v2/pets/${dog.petSeq}`, { token, body: { weightKg: 5.1 } });
    await sheet.getByLabel('이름').fill(`${dog.name}이`);
    await sheet.getByRole('button', { name: '저장' }).click();
    const card = page.getByRole('button', { name: `${dog.name}이 정보 수정` });
    await expect(card).toContainText('5.1kg');
    const pets = await api<{ petSeq: number; name: string; weightKg: number }[]>('GET', '/v2/pets', {
      token,
    });
    expect(pets.find((p) => p.petSeq === dog.petSeq)).toMatchObject({ name: `${dog.name}이`, weightKg: 5.1 });

    // The other phone deletes it while this one's sheet is open again.
    await card.click();
    await api('DELETE', `/v2/pets/${dog.petSeq}`, { token });
    await sheet.getByLabel('몸무게 (kg)').fill('5.4');
    await sheet.getByRole('button', { name: '저장' }).click();
    const told = page.getByRole('alertdialog', { name: /다른 기기에서 삭제했을 수 있어요/ });
    await told.getByRole('button', { name: '확인' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(card).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]pet=/);
  });
});
