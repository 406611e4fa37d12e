import { useId } from 'react';
import { Avatar, type Pet } from '@guardian/shared';
import styles from './pet-option.module.css';

interface Props {
  pet: Pet;
  checked: boolean;
  offered: boolean;
  onToggle: () => void;
}

export function PetOption({ pet, checked, offered, onToggle }: Props) {
  const details = [
    pet.kind === 'DOG' ? '강아지' : '고양이',
    pet.breedName,
    pet.weightKg !== null ? `${pet.weightKg}kg` : null,
    pet.sex === 'MALE' ? '남아' : '여아',
  ].filter(Boolean);
  // The checkbox is named by the pet; what it is and, for a pet the product is not for, why it cannot be chosen are
  // its description, read with it (they were text beside it, which a screen reader's checkbox never said).
  const id = useId();
  return (
    <label className={`${styles.option} ${checked ? styles.checked : ''} ${offered ? '' : styles.disabled}`}>
      <input
        type="checkbox"
        checked={checked}
        disabled={!offered}
        onChange={onToggle}
        aria-label={pet.name}
        aria-describedby={offered ? `${id}-meta` : `${id}-meta ${id}-warn`}
      />
      {/* Its photo (the initial when it has none), as 마이페이지 shows it: told apart at a glance. */}
      <Avatar name={pet.name} imageUrl={pet.imageUrl} size={40} />
      <span className={styles.body}>
        <span className={styles.name}>{pet.name}</span>
        <span id={`${id}-meta`} className={styles.meta}>
          {details.join(' · ')}
        </span>
        {!offered ? (
          <span id={`${id}-warn`} className={styles.warn}>
            이 상품은 {pet.name}에게 제공되지 않아요
          </span>
        ) : null}
      </span>
    </label>
  );
}
