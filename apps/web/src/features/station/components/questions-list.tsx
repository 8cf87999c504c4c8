// The Questions tab: each question, and its model answer once the station is in Feedback Time or
// over (the solo candidate sees the questions from Question Time on).
import { messages } from '@osce/shared/messages';
import { HtmlContent } from '../../../components/html-content';
import type { StationComponents } from '../types';

interface QuestionsListProps {
  questions: StationComponents['questions'];
  showAnswers: boolean;
}

export function QuestionsList({ questions, showAnswers }: QuestionsListProps) {
  if (questions.length === 0) return <p>{messages.stationNoQuestions}</p>;
  return (
    <ol className="station-questions">
      {questions.map((item, index) => (
        <li key={index} className="station-question">
          <h3 className="station-question__title">
            {messages.stationQuestion.replace('{number}', String(index + 1))}
          </h3>
          <HtmlContent html={item.question} />
          {showAnswers ? (
            <div className="station-question__answer">
              <h4>{messages.stationModelAnswer}</h4>
              <HtmlContent html={item.answer} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
