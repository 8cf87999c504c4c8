// A new page starts at its top, as after a full load; back and forward keep the browser's position.
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, search, navigationType]);
}
