// The Questions tab: each question, and its model answer once the station is in Feedback Time or
// over (the solo candidate sees the questions from Question Time on). A version 2 station's
// discussion questions (canSeeQuestion, chosen by the caller) follow under their own heading,
// numbered on from the others (docs/station-run.md, 'Version 2 stations on the station screen').
import { messages } from '@osce/shared/messages';
import { HtmlContent } from '../../../components/html-content';
import type { StationComponents } from '../types';

type Question = StationComponents['questions'][number];

interface QuestionsListProps {
  /** The questions this member may see now. */
  questions: readonly Question[];
  showAnswers: boolean;
}

export function QuestionsList({ questions, showAnswers }: QuestionsListProps) {
  if (questions.length === 0) return <p>{messages.stationNoQuestions}</p>;
  const asked = questions.filter((item) => !item.discussion);
  const discussion = questions.filter((item) => item.discussion);
  return (
    <>
      {asked.length > 0 ? (
        <Questions questions={asked} first={1} showAnswers={showAnswers} />
      ) : null}
      {discussion.length > 0 ? (
        <section className="station-questions__discussion" aria-labelledby="discussion-title">
          <h3 id="discussion-title" className="station-subheading">
            {messages.discussionQuestions}
          </h3>
          <Questions
            questions={discussion}
            first={asked.length + 1}
            showAnswers={showAnswers}
            nested
          />
        </section>
      ) : null}
    </>
  );
}

function Questions({
  questions,
  first,
  showAnswers,
  nested = false,
}: {
  questions: readonly Question[];
  first: number;
  showAnswers: boolean;
  /** Under the discussion heading: one heading level down. */
  nested?: boolean;
}) {
  const Title = nested ? 'h4' : 'h3';
  const AnswerTitle = nested ? 'h5' : 'h4';
  return (
    <ol className="station-questions" start={first}>
      {questions.map((item, index) => (
        <li key={index} className="station-question">
          <Title className="station-question__title">
            {messages.stationQuestion.replace('{number}', String(first + index))}
          </Title>
          <HtmlContent html={item.question} />
          {showAnswers ? (
            <div className="station-question__answer">
              <AnswerTitle className="station-question__answer-title">
                {messages.stationModelAnswer}
              </AnswerTitle>
              <HtmlContent html={item.answer} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
