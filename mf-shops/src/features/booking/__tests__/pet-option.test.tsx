import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PetOption } from '../components/pet-option';
import { pets } from './render';

// 반려동물 선택: each pet shows its photo, as 마이페이지 does, so two of the same breed are told apart at a glance.
const PHOTO = 'https://api.example.com/v2/media/3/w320?exp=1&sig=a';
const [coco, nabi] = pets as [(typeof pets)[number], (typeof pets)[number]];

describe('반려동물 선택의 사진', () => {
  it("shows the pet's photo, or its initial when it has none, without adding to what the checkbox says", () => {
    render(
      <>
        <PetOption pet={{ ...coco, imageUrl: PHOTO }} checked={false} offered onToggle={vi.fn()} />
        <PetOption pet={nabi} checked={false} offered onToggle={vi.fn()} />
      </>,
    );
    const [withPhoto, withoutPhoto] = screen.getAllByRole('checkbox').map((c) => c.closest('label')!);
    expect(withPhoto!.querySelector('img')).toHaveAttribute('src', PHOTO);
    expect(withoutPhoto!.querySelector('img')).toBeNull();
    expect(withoutPhoto).toHaveTextContent(/^나나비/);
    expect(screen.getByRole('checkbox', { name: '코코' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '나비' })).toBeInTheDocument();
  });

  it('a tap on the photo chooses the pet, as a tap anywhere on the row does', async () => {
    const onToggle = vi.fn();
    render(<PetOption pet={{ ...coco, imageUrl: PHOTO }} checked={false} offered onToggle={onToggle} />);
    await userEvent.click(
      screen.getByRole('checkbox', { name: '코코' }).closest('label')!.querySelector('img')!,
    );
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});
