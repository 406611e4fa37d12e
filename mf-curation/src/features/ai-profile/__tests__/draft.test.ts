import { useSessionStore } from '@guardian/shared';
import { AI_PROFILE_DRAFT_KEY, EMPTY_DRAFT, useDraft } from '../lib/draft';

describe('the AI 프로필 order being put together', () => {
  it('is forgotten at logout, so the next person to log in on this phone does not find the pet and its photos', () => {
    useDraft.getState().setProduct(2);
    useDraft.getState().setPet({ petName: '보리', species: 'DOG', breed: '말티즈', ageYears: '3' });
    expect(sessionStorage.getItem(AI_PROFILE_DRAFT_KEY)).toContain('보리');
    useSessionStore.setState({ token: 'token' });

    useSessionStore.getState().leave('/my-info/setting');

    expect(useDraft.getState()).toMatchObject(EMPTY_DRAFT);
    expect(sessionStorage.getItem(AI_PROFILE_DRAFT_KEY) ?? '').not.toContain('보리');
  });
});
