// 사진 보내기: photos picked and uploaded in a sheet over the room, sent as one message.
import { useEffect, useRef, useState } from 'react';
import { BottomSheet, Button, PhotoPicker, type PhotoPickerChange } from '@guardian/shared';
import styles from './room.module.css';

export function PhotoSheet({
  open,
  onClose,
  onSend,
}: {
  open: boolean;
  onClose: () => void;
  onSend: (mediaSeqs: number[]) => void;
}) {
  const [change, setChange] = useState<PhotoPickerChange | null>(null);
  const count = change?.mediaSeqs.length ?? 0;
  // The photos go once a sheet: a double tap's second tap comes before the sheet has closed (and the button with it),
  // and sent them as a second message.
  const sent = useRef(false);
  useEffect(() => {
    if (open) sent.current = false;
  }, [open]);
  return (
    <BottomSheet open={open} onClose={onClose} title="사진 보내기" closeOnBack>
      {open && (
        <div className={styles.editSheet}>
          <PhotoPicker label="채팅 사진" max={10} onChange={setChange} />
          <Button
            fullWidth
            disabled={!count || change?.busy}
            onClick={() => {
              if (!change || sent.current) return;
              sent.current = true;
              onSend(change.mediaSeqs);
              setChange(null);
            }}
          >
            {count ? `사진 ${count}장 보내기` : '사진을 골라 주세요'}
          </Button>
        </div>
      )}
    </BottomSheet>
  );
}
