import { useNavigate } from 'react-router-dom';
import { Button, type ButtonProps } from '@guardian/shared';

/** A 48 px button that navigates (a button, not a link wrapping a button: no nested interactive elements). */
export function GoButton({ to, replace, ...rest }: ButtonProps & { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  return <Button {...rest} onClick={() => navigate(to, { replace })} />;
}
