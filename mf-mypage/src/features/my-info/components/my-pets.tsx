import { EmptyState, seoulToday, type Pet } from '@guardian/shared';
import { Avatar } from '../../../components/avatar';
import styles from './my-info-screen.module.css';

const SEX = { MALE: '남아', FEMALE: '여아' } as const;

/** Whole years since birth, counted on the Seoul calendar date. */
export function ageInYears(birthDate: string, today = new Date()): number {
  const [y, m, d] = seoulToday(today).split('-').map(Number);
  const [by, bm, bd] = birthDate.slice(0, 10).split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

function petSummary(pet: Pet): string {
  const parts = [pet.breedName ?? (pet.kind === 'DOG' ? '강아지' : '고양이')];
  if (pet.birthDate) {
    const age = ageInYears(pet.birthDate);
    parts.push(age < 1 ? '1살 미만' : `${age}살`);
  }
  parts.push(SEX[pet.sex]);
  if (pet.weightKg != null) parts.push(`${pet.weightKg}kg`);
  return parts.join(' · ');
}

export function MyPets({ pets }: { pets: Pet[] }) {
  return (
    <section className={styles.section} aria-labelledby="my-pets">
      <h2 id="my-pets" className={styles.sectionTitle}>
        내 반려동물
      </h2>
      {pets.length === 0 ? (
        <EmptyState
          title="반려동물을 등록해 보세요"
          description="이용하는 매장에 반려동물을 등록하면 여기에서 함께 볼 수 있어요."
        />
      ) : (
        <ul className={styles.cards}>
          {pets.map((pet) => (
            <li key={pet.petSeq} className={styles.card}>
              <Avatar name={pet.name} imageUrl={pet.imageUrl} size={44} />
              <span className={styles.cardText}>
                <strong>{pet.name}</strong>
                <span>{petSummary(pet)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
