import type { AppConfig } from '../../config.js';
import type { Repositories } from '../../repositories.js';
import type { SnsProvider } from '../../infra/oauth.js';
import { AppError } from '../../lib/errors.js';
import type { AuthService } from './service.js';

type Kind = 'KAKAO' | 'APPLE';

/** Social login (authorization-code flow): a known account gets a session, a new one an snsToken for sign-up. */
export class SnsService {
  constructor(
    private readonly repos: Repositories,
    private readonly auth: AuthService,
    private readonly config: AppConfig,
    private readonly providers: Record<Kind, SnsProvider>,
  ) {}

  private configured(k: Kind) {
    const c = k === 'KAKAO' ? this.config.kakao : this.config.apple;
    if (!c.clientId)
      throw new AppError(
        'EXTERNAL_SERVICE_ERROR',
        `${k === 'KAKAO' ? '카카오' : 'Apple'} 로그인이 아직 설정되지 않았어요.`,
      );
  }

  async authorizeUrl(kind: Kind, redirectUri: string) {
    this.configured(kind);
    const state = await this.repos.sns.createState(kind, redirectUri);
    return { url: this.providers[kind].authorizeUrl(redirectUri, state), state };
  }

  async callback(kind: Kind, code: string, state: string, redirectUri: string) {
    this.configured(kind);
    await this.repos.sns.consumeState(state, kind, redirectUri);
    const profile = await this.providers[kind].fetchProfile(code, redirectUri, state);
    const user = await this.repos.users.bySns(kind, profile.snsId);
    if (user) return { session: await this.auth.issueSession(user.userSeq), snsToken: null };
    const snsToken = await this.repos.sns.createSignupToken(kind, profile.snsId, profile.email);
    return { session: null, snsToken };
  }
}
