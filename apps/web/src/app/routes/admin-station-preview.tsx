// "Preview as candidate / examiner / patient" in the station editor (docs/admin.md, 'The library'
// → 'Screens'): the station screen itself, in its preview mode (nothing recorded), showing the
// editor's draft. The draft is turned into what GET /station/{code} answers the way the server
// stores a station (the shared Markdown renderer and patient script document; HtmlContent
// sanitises on render as for every station). The library feature asks for this through a render
// prop, since features do not import each other.
import type { Role } from '@osce/shared/stations/roles';
import { markdownToHtml } from '@osce/shared/markdown';
import { patientScriptMarkup } from '@osce/shared/stations/patient-script-html';
import type { StationFileInput } from '@osce/shared/stations/station-file';
import { StationScreen } from '../../features/station/components/station-screen';
import type { StationDetail } from '../../features/station/types';
import { previewTiming } from '../../features/station/utils/initial-timing';
import '../../styles/station.css';

const html = (markdown: string) => markdownToHtml(markdown);

const taxons = <K extends string>(names: readonly string[], key: K) =>
  names.map((name, i) => ({ id: i + 1, [key]: name }) as { id: number } & Record<K, string>);

/** What the station screen needs of a station, made from its file (as the server would store it). */
export function stationFileToDetail(station: StationFileInput): StationDetail {
  const stem = { content: html(station.stem) };
  return {
    station: {
      id: 0,
      number: station.number,
      name: station.name,
      types: station.types,
      stationTaxons: {
        levels: taxons(station.levels, 'level'),
        difficulties: [{ id: 1, difficulty: station.difficulty }],
        types: taxons(station.types, 'type'),
        specialties: taxons(station.specialties, 'specialty'),
        systems: taxons(station.systems, 'system'),
      },
      available_to_trial: station.available_to_trial,
      recommended_timing: station.recommended_timing ?? null,
      status: 'not_attempted',
      favourited: false,
      mark: null,
      average: null,
      latest_completion: null,
      stem,
      stem_tasks: station.stem_tasks.map((t) => ({
        task: t.task,
        station_area: t.area,
        kind: t.kind ?? null,
      })),
      format: station.format ?? 1,
      diagnosis: station.diagnosis ?? station.name,
      references: station.references ?? [],
      last_reviewed: station.last_reviewed ?? null,
      reviewed_by: station.reviewed_by ?? null,
    },
    station_components: {
      stem,
      patient_scenario: { content: patientScriptMarkup(station.patient_script) },
      approach_guide: { content: html(station.approach_guide) },
      examiner_brief:
        station.examiner_brief === undefined ? null : { content: html(station.examiner_brief) },
      artefacts: (station.artefacts ?? []).map((a) => ({
        id: a.id,
        title: a.title,
        // An image is served behind a member's study access, which staff need not have: the
        // preview names the file instead of fetching it.
        url: null,
        alt: a.alt ?? null,
        content:
          a.content !== undefined
            ? html(a.content)
            : `<p><em>Image ${a.file ?? ''}</em>${a.alt ? `: ${a.alt}` : ''}</p>`,
        phase: a.phase,
        roles: a.roles,
        source: a.source,
        licence: a.licence,
      })),
      global_descriptors: station.global_descriptors ?? null,
      marking_guides: station.marking_guide.map((m, i) => ({
        id: i + 1,
        task: html(m.task),
        max_marks: m.max_marks,
        domain: m.domain ?? null,
        anchors: m.anchors
          ? Object.entries(m.anchors)
              .map(([marks, text]) => ({ marks: Number(marks), text }))
              .sort((a, b) => a.marks - b.marks)
          : null,
        critical: m.critical,
        critical_reason: m.critical_reason ?? null,
      })),
      questions: station.questions.map((q) => ({
        question: html(q.question),
        answer: html(q.answer),
        discussion: q.discussion,
      })),
    },
  };
}

export function AdminStationPreview({ station, role }: { station: StationFileInput; role: Role }) {
  const detail = stationFileToDetail(station);
  return (
    <div className="station-page admin-station-preview">
      <StationScreen
        detail={detail}
        role={role}
        preview
        initialTiming={
          detail.station.recommended_timing
            ? { ...detail.station.recommended_timing, disabled: false }
            : previewTiming()
        }
        nameHidden={false}
      />
    </div>
  );
}
