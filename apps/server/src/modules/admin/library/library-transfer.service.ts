// The station library's files in and out (docs/admin.md, 'The library' → 'Rules'): export answers
// the latest revision as its YAML file under the library's file name; import takes one file or
// several, checks every one as `npm run stations:check` does (no two sharing a number) and saves
// all or none, each through library-writer.ts's write path.
import { libraryMessages } from '@osce/shared/admin/library-messages';
import type { StationImportAnswer, StationProblem } from '@osce/shared/schemas/admin-library';
import { withTransaction } from '../../../db/transaction.ts';
import { parseYamlText, type LoadedStation } from '../../../seed/station-reader.ts';
import type { AuditActor } from '../audit.service.ts';
import { createLibraryWriter, problemsRefusal, type LibraryDeps } from './library-writer.ts';
import { sameContent } from './station-diff.ts';
import { LIBRARY_FILE_NAME, stationFileName, stationYaml } from './station-file-format.ts';

export type LibraryTransferService = ReturnType<typeof createLibraryTransferService>;

export function createLibraryTransferService(deps: LibraryDeps) {
  const { db } = deps;
  const { begin, latestOrThrow, write, refuseTakenNumber } = createLibraryWriter(deps);

  return {
    async exportFile(number: number): Promise<{ file: string; yaml: string }> {
      const latest = await latestOrThrow(db, number);
      return { file: latest.file, yaml: stationYaml(latest.station) };
    },

    /** Several station files at once: every one checked, then all saved or none. */
    import(files: { name: string; yaml: string }[], actor: AuditActor) {
      return withTransaction(db, async (tx) => {
        const { idOf, check, revisions } = await begin(tx);
        const problems: StationProblem[] = [];
        const loaded: LoadedStation[] = [];
        const fileOf = new Map<number, string>();
        for (const file of files) {
          const raw = parseYamlText(file.yaml);
          if (!raw.ok) {
            problems.push({ file: file.name, field: '(file)', message: raw.message });
            continue;
          }
          const result = check(file.name, raw.value);
          if (!result.ok) {
            problems.push(...result.problems);
            continue;
          }
          const first = fileOf.get(result.station.number);
          if (first) {
            problems.push({
              file: file.name,
              field: 'number',
              message: libraryMessages.importDuplicateNumber
                .replace('{number}', String(result.station.number))
                .replace('{file}', first),
            });
            continue;
          }
          fileOf.set(result.station.number, file.name);
          loaded.push(result.station);
        }
        if (problems.length) {
          throw problemsRefusal(
            problems,
            libraryMessages.importHasProblems,
            (p) => `${p.file}: ${p.field}`,
          );
        }
        const answer: StationImportAnswer['stations'] = [];
        for (const station of loaded) {
          const latest = await revisions.latest(station.number);
          if (latest && sameContent(latest.station, station.input) && !latest.retired) {
            answer.push({
              file: station.file,
              number: station.number,
              name: station.name,
              outcome: 'unchanged',
              revision: latest.revision,
            });
            continue;
          }
          if (!latest) await refuseTakenNumber(tx, station.number);
          const saved = await write(tx, idOf, station, latest, actor, {
            action: latest ? 'station.update' : 'station.create',
            // An existing station keeps its file's name; a new one the uploaded name when it
            // follows the library's naming ('090-some-station.yaml'), else one made so.
            file: latest
              ? latest.file
              : LIBRARY_FILE_NAME.test(station.file) &&
                  Number(station.file.split('-')[0]) === station.number
                ? station.file
                : stationFileName(station.number, station.name),
          });
          answer.push({
            file: saved.file,
            number: station.number,
            name: station.name,
            outcome: latest ? 'updated' : 'added',
            revision: saved.revision,
          });
        }
        return answer;
      });
    },
  };
}
