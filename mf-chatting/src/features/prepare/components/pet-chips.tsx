// 반려동물 on 상담 준비: a chip per pet to choose (its photo, or its initial), or, with none registered, the way to
// register one right here (the pet sheet over the form). A refetch that fails keeps the pets shown and those chosen.
import { Avatar, Button, EmptyState, QueryState, Skeleton } from '@guardian/shared';
import { Chip } from '@guardian/shared/forms';
import type { useChatPets } from '../api/get-chat-pets';
import styles from './prepare.module.css';

export function PetChips({
  pets,
  chosen,
  onToggle,
  onAdd,
  describedBy,
}: {
  pets: ReturnType<typeof useChatPets>;
  chosen: number[];
  onToggle: (petSeq: number) => void;
  onAdd: () => void;
  /** The group's message (nothing chosen), which describes each chip too. */
  describedBy: string | undefined;
}) {
  return (
    <QueryState
      query={pets}
      skeleton={<Skeleton width={200} height={40} radius={20} />}
      errorFallback="반려동물을 불러오지 못했어요."
    >
      {(list) =>
        list.length === 0 ? (
          // The shop's form asks which pet: none yet, so registering one is the step, right here.
          <div className={styles.noPet}>
            <EmptyState
              title="상담할 반려동물을 등록해 주세요"
              description="여기서 등록하면 바로 선택돼요. 입력한 내용은 그대로 남아요."
              action={
                // Secondary: 상담 시작하기 stays the page's one primary button.
                <Button variant="secondary" fullWidth={false} onClick={onAdd} aria-describedby={describedBy}>
                  반려동물 등록하기
                </Button>
              }
            />
          </div>
        ) : (
          <div className={styles.chips}>
            {list.map((p) => {
              const on = chosen.includes(p.petSeq);
              return (
                <Chip
                  key={p.petSeq}
                  className={styles.petChip}
                  selected={on}
                  aria-pressed={on}
                  aria-describedby={describedBy}
                  onClick={() => onToggle(p.petSeq)}
                >
                  {/* Its photo (the initial when it has none): the pet is told apart at a glance. */}
                  <Avatar name={p.name} imageUrl={p.imageUrl} size={24} />
                  {p.name}
                </Chip>
              );
            })}
          </div>
        )
      }
    </QueryState>
  );
}
