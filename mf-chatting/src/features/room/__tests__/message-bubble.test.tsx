import { render, screen } from '@testing-library/react';
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
