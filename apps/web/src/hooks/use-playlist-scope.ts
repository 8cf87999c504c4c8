// A played playlist lasts while the member goes from one of its stations to the next (see
// docs/progress.md, 'Rules'): any other page (the list, the header's links, the back button out of
// the station screen) ends it and its index.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { setPlayingPlaylist } from '../stores/app-store';

export function usePlaylistScope(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!pathname.startsWith('/station/')) setPlayingPlaylist(null);
  }, [pathname]);
}
