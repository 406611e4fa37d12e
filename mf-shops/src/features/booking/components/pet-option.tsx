import type { Pet } from '@guardian/shared';
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
  return (
    <label className={`${styles.option} ${checked ? styles.checked : ''} ${offered ? '' : styles.disabled}`}>
      <input
        type="checkbox"
        checked={checked}
        disabled={!offered}
        onChange={onToggle}
        aria-label={pet.name}
      />
      <span className={styles.body}>
        <span className={styles.name}>{pet.name}</span>
        <span className={styles.meta}>{details.join(' · ')}</span>
        {!offered ? <span className={styles.warn}>이 상품은 {pet.name}에게 제공되지 않아요</span> : null}
      </span>
    </label>
  );
}
