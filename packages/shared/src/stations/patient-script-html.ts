// The patient script's sections as one HTML document, in the order an actor reads them
// (docs/content.md, 'The station file'). Shared by the server's loader, which sanitises the result
// before storing it, and the station editor's preview (docs/admin.md, 'The library'), which
// sanitises it in the browser, so both show the same document. Pure.
import { markdownToHtml } from '../markdown.ts';
import type { StationFileInput } from './station-file.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Unsanitised HTML: the caller cleans it. */
export function patientScriptMarkup(script: StationFileInput['patient_script']): string {
  const sections: [string, string | undefined][] = [
    ['Who you are', script.role],
    ['How to play the part', script.acting_notes],
    ['History of the presenting complaint', script.presenting_complaint],
    ['Past medical history', script.past_history],
    ['Drug history and allergies', script.drug_history],
    ['Family history', script.family_history],
    ['Social history', script.social_history],
    ['Ideas', script.ideas],
    ['Concerns', script.concerns],
    ['Expectations', script.expectations],
  ];
  const parts = [
    `<h3>Opening line</h3><blockquote><p>${escapeHtml(script.opening_line)}</p></blockquote>`,
  ];
  for (const [heading, body] of sections) {
    if (body) parts.push(`<h3>${heading}</h3>${markdownToHtml(body)}`);
  }
  parts.push(
    '<h3>If you are asked</h3><dl>' +
      script.likely_questions
        .map((qa) => `<dt>${escapeHtml(qa.question)}</dt><dd>${markdownToHtml(qa.answer)}</dd>`)
        .join('') +
      '</dl>',
  );
  return parts.join('');
}
