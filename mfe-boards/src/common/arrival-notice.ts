import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '@pinboard/web-kit';

/** History state that carries a toast to the page a person is sent to ('Deleted Recipes'). */
export interface ArrivalNotice {
  notice: string;
}

export const arrivalNotice = (notice: string): ArrivalNotice => ({ notice });

/**
 * Shows the toast a page was sent with once, then drops it from the history entry, so that Back
 * and Forward or a reload do not show it again. (A toast raised before leaving a page goes with it.)
 */
export function useArrivalNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const notice = (location.state as Partial<ArrivalNotice> | null)?.notice;
  useEffect(() => {
    if (typeof notice !== 'string') return;
    toast.show({ text: notice });
    navigate(location.pathname + location.search, { replace: true, state: null });
  }, [notice, location.pathname, location.search, navigate, toast]);
}
