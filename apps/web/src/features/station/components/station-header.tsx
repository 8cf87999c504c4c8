// The station screen's heading: the station's number, types and name (its number alone when the
// solo candidate hides station names), with Report an issue and Leave Station for members, and
// Subscribe Now for a preview. Under the name, a version 2 station's diagnosis for whoever may see
// it now (docs/station-run.md, 'Version 2 stations on the station screen').
import { FlagOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { messages } from '@osce/shared/messages';
import { ROLE_LABELS, type Role } from '@osce/shared/stations/roles';
import { ButtonLink } from '../../../components/button-link';
import type { StationInfo } from '../types';
import { Diagnosis } from './approach-guide';

interface StationHeaderProps {
  station: StationInfo;
  role: Role;
  nameHidden: boolean;
  /** The diagnosis this member may read now (shownDiagnosis), or null. */
  diagnosis?: string | null;
  preview: boolean;
  /** 'Playlist {name}: station {index} of {count}' while a playlist is played. */
  playlistPosition: string | null;
  onReport: () => void;
  onLeave: () => void;
}

export function StationHeader({
  station,
  role,
  nameHidden,
  diagnosis = null,
  preview,
  playlistPosition,
  onReport,
  onLeave,
}: StationHeaderProps) {
  const number = messages.stationHeading.replace('{number}', String(station.number));
  const details = [number, ...station.types];
  return (
    <header className="station-header">
      <div className="station-header__titles">
        <p className="station-header__eyebrow">
          {preview ? (
            <span className="station-header__tag">{messages.stationPreviewTag}</span>
          ) : null}
          {details.join(' · ')}
          <span className="station-header__role">
            {messages.stationYourRole.replace('{role}', ROLE_LABELS[role])}
          </span>
        </p>
        <h1>{nameHidden ? number : station.name}</h1>
        {diagnosis ? <Diagnosis diagnosis={diagnosis} /> : null}
        {playlistPosition ? <p className="station-header__playlist">{playlistPosition}</p> : null}
      </div>
      <div className="station-header__actions">
        {preview ? (
          <ButtonLink to="/subscription-plans">{messages.previewSubscribe}</ButtonLink>
        ) : (
          <>
            <Button icon={<FlagOutlined aria-hidden />} onClick={onReport}>
              {messages.reportIssue}
            </Button>
            <Button icon={<LogoutOutlined aria-hidden />} onClick={onLeave}>
              {messages.stationLeave}
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
