// Tap targets of 44px or more (Apple's and Android's smallest) on the login screens, kept as they look.
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { applyStylesheet, pseudoRules } from '@guardian/shared/test/stylesheet';
import { AuthEmail } from '../routes/auth-email';
import { AuthLanding } from '../routes/auth-landing';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';

const tree = (): RouteObject[] => [
  { path: '/auth', element: <AuthLanding /> },
  { path: '/auth/email', element: <AuthEmail /> },
];

beforeEach(() => resetStores());

describe('tap targets on the login screens', () => {
  it('회원가입, 둘러보기 and 비밀번호를 잊으셨나요?, lines of small text, are 44px targets laid over the space around them', () => {
    onTestFinished(applyStylesheet('../components/auth-page.module.css', import.meta.url));
    const links = () => {
      for (const link of screen.getAllByRole('link')) {
        expect(getComputedStyle(link).position).toBe('relative');
        const [box] = pseudoRules(link);
        expect(box?.position).toBe('absolute');
        // Each side half of what the link lacks of 44px (none where it is larger): 44 × 44 or more, centred on it.
        expect(box?.getPropertyValue('inset')).toBe('min(0px, 50% - 22px)');
      }
    };
    const landing = renderRoutes(tree(), { path: '/auth' });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['회원가입', '둘러보기']);
    links();
    landing.unmount();

    renderRoutes(tree(), { path: '/auth/email' });
    expect(screen.getByRole('link', { name: '비밀번호를 잊으셨나요?' })).toBeInTheDocument();
    links();
  });
});
