import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { message } from '../../../test/fixtures';
import { MessageBubble } from '../components/message-bubble';

describe('the 상담 신청서 card in a room', () => {
  it('writes the wished-for day as the app writes days, with its weekday', () => {
    render(
      <MemoryRouter>
        <MessageBubble
          shopName="멍멍살롱"
          read={false}
          message={message(1, {
            sender: 'USER',
            kind: 'INQUIRY',
            message: '',
            inquiry: {
              type: '미용 상담',
              date: '2026-12-06',
              userData: null,
              pets: [{ petSeq: 1, name: '코코', kind: 'DOG', breedName: '말티즈' }],
              etcData: [],
            },
          })}
        />
      </MemoryRouter>,
    );

    const day = screen.getByText('희망 날짜').nextElementSibling;
    expect(day).toHaveTextContent('12월 6일 (일)');
    expect(screen.queryByText('2026-12-06')).not.toBeInTheDocument();
  });

  it('writes the guardian’s phone number as phones write it, not as bare digits', () => {
    render(
      <MemoryRouter>
        <MessageBubble
          shopName="멍멍살롱"
          read={false}
          message={message(1, {
            sender: 'USER',
            kind: 'INQUIRY',
            message: '',
            inquiry: {
              type: '미용 상담',
              date: null,
              userData: { name: '김보호', phoneNumber: '01012345678' },
              pets: [],
              etcData: [],
            },
          })}
        />
      </MemoryRouter>,
    );

    expect(screen.getByText('보호자').nextElementSibling).toHaveTextContent('김보호 · 010-1234-5678');
    // The number is one piece of text, kept on one line rather than broken at a hyphen.
    expect(screen.getByText('010-1234-5678')).toBeInTheDocument();
    expect(screen.queryByText(/01012345678/)).not.toBeInTheDocument();
  });
});

describe('a web address or a phone number in a message', () => {
  it('is a link in the shop’s message, named as written, the rest of the text kept', () => {
    render(
      <MemoryRouter>
        <MessageBubble
          shopName="멍멍살롱"
          read={false}
          message={message(1, {
            sender: 'SHOP',
            message: '결제는 여기https://pay.meong.kr/o/12에서 해 주세요.\n문의 02-123-4567',
          })}
        />
      </MemoryRouter>,
    );

    const bubble = screen.getByTestId('chat-message');
    expect(bubble).toHaveTextContent('결제는 여기https://pay.meong.kr/o/12에서 해 주세요. 문의 02-123-4567');
    const pay = screen.getByRole('link', { name: 'https://pay.meong.kr/o/12' });
    expect(pay).toHaveAttribute('href', 'https://pay.meong.kr/o/12');
    expect(pay).toHaveAttribute('target', '_blank');
    expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '02-123-4567' })).toHaveAttribute('href', 'tel:021234567');
  });

  it('is a link in the caption of the shop’s photos', () => {
    render(
      <MemoryRouter>
        <MessageBubble
          shopName="멍멍살롱"
          read={false}
          message={message(1, {
            sender: 'SHOP',
            kind: 'IMAGE',
            message: '더 많은 사진은 https://instagram.com/meong',
            images: [
              {
                mediaSeq: 1,
                url: 'https://cdn.example/1.jpg',
                thumbnailUrl: 'https://cdn.example/1_t.jpg',
                srcSet: '',
                width: 120,
                height: 120,
              },
            ],
          })}
        />
      </MemoryRouter>,
    );

    expect(screen.getByRole('link', { name: 'https://instagram.com/meong' })).toHaveAttribute(
      'href',
      'https://instagram.com/meong',
    );
  });

  it('in my own message opens the link, not the edit; the rest of the bubble still offers to edit', async () => {
    const onEdit = vi.fn();
    const mine = message(1, { sender: 'USER', message: '이 사진 보셨어요? https://instagram.com/p/abc' });
    render(
      <MemoryRouter>
        <MessageBubble shopName="멍멍살롱" read={false} message={mine} onEdit={onEdit} />
      </MemoryRouter>,
    );

    const link = screen.getByRole('link', { name: 'https://instagram.com/p/abc' });
    // Not inside the edit button (a link in a button is neither one nor the other to a screen reader).
    expect(link.closest('button')).toBeNull();
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom does not open the new tab
    await userEvent.click(link);
    expect(onEdit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '메시지 수정' }));
    expect(onEdit).toHaveBeenCalledWith(mine);
  });
});
