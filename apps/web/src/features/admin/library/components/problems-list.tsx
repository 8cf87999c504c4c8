// The checks' problems as a list above the editor (docs/admin.md, 'The library' → 'Screens'): each
// in the `field: message` form of `npm run stations:check`, a button that opens the field's tab.
import { Alert, Button } from 'antd';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';
import type { FileProblem } from '@osce/shared/stations/station-file';

interface ProblemsListProps {
  problems: FileProblem[];
  onOpen: (problem: FileProblem) => void;
}

export function ProblemsList({ problems, onOpen }: ProblemsListProps) {
  if (problems.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      className="library-problems"
      title={text.problemsTitle}
      description={
        <ul aria-label={text.problemsTitle}>
          {problems.map((problem, i) => (
            <li key={`${problem.field}-${i}`}>
              <Button type="link" size="small" onClick={() => onOpen(problem)}>
                <code>{problem.field}</code>
              </Button>
              : {problem.message}
            </li>
          ))}
        </ul>
      }
    />
  );
}
