// The preview's station screen, its own chunk (see preview.tsx): Ant Design and the station
// screen's styles come with it.
import type { Role } from '@osce/shared/stations/roles';
import AntdTheme from '../../components/antd-theme';
import { PreviewStationPage } from '../../features/station/components/preview-station-page';
import '../../styles/station.css';

interface PreviewStationProps {
  role: Role;
  onPickAgain: () => void;
}

export default function PreviewStation({ role, onPickAgain }: PreviewStationProps) {
  return (
    <AntdTheme>
      <PreviewStationPage role={role} onPickAgain={onPickAgain} />
    </AntdTheme>
  );
}
