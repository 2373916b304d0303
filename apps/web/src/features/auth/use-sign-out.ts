import { useNavigate } from 'react-router';
import { useSession } from './session-context';

/** Signs out and goes home, so nobody is left on a page that needs an account. */
export function useSignOut() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate('/');
  };
}
