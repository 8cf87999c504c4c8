// ESLint rule: a comment points to the repository's own docs/ (a file and its heading), never to a
// document a clone does not contain. What it refuses, and why, is written in docs/architecture.md,
// 'Tests'; the patterns below are the whole rule. Each is built from pieces, so that this file
// does not itself name what it refuses.
const dot = String.raw`\.`;
const product = 'sp' + 'ec';
const upper = 'ARCHI' + 'TECTURE';
const OUTSIDE = [
  {
    pattern: new RegExp(String.raw`\b${product}\s+sections?\s+\d`, 'i'),
    name: 'a product document section',
  },
  { pattern: new RegExp(String.raw`\b${product}\s*§`, 'i'), name: 'a product document section' },
  {
    pattern: new RegExp(String.raw`\b${product}\/[\w-]+` + dot + 'md', 'i'),
    name: 'a product document file',
  },
  {
    pattern: new RegExp(upper + dot + 'md|' + upper + '\\s+"'),
    name: 'a design notes file outside the repository',
  },
  {
    pattern: new RegExp(dot + dot + String.raw`\/` + 'sha' + 'red' + String.raw`\/`),
    name: 'a file outside the repository',
  },
];

export default {
  meta: {
    type: 'suggestion',
    docs: { description: "comments point to the repository's own docs/, not outside it" },
    schema: [],
    messages: {
      outside:
        'This comment points to {{what}}, which a clone of the repository does not contain: point to docs/<area>.md and its heading instead, or say why in the comment itself.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const hit = OUTSIDE.find(({ pattern }) => pattern.test(comment.value));
          if (hit) {
            context.report({ loc: comment.loc, messageId: 'outside', data: { what: hit.name } });
          }
        }
      },
    };
  },
};
