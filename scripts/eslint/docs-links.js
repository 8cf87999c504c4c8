// ESLint rule: a comment points to the repository's own docs/ (file and heading), never to a
// document a clone does not contain: the product spec by its section numbers or file names, or the
// old architecture file (upper case; our own docs/architecture.md is lower case, so it passes).
// The patterns below are the whole rule. See docs/README.md.
// Built from pieces so that this file does not itself name what it refuses.
const dot = String.raw`\.`;
const OUTSIDE = [
  { pattern: /\bspec\s+sections?\s+\d/i, name: 'a spec section' },
  { pattern: /\bspec\s*§/i, name: 'a spec section' },
  {
    pattern: new RegExp(String.raw`\bspec` + String.raw`\/[\w-]+` + dot + 'md', 'i'),
    name: 'a spec file',
  },
  {
    pattern: new RegExp('ARCHITECTURE' + dot + 'md|ARCHITECTURE\\s+"'),
    name: 'the old architecture file',
  },
  {
    pattern: new RegExp(dot + dot + String.raw`\/shared\/`),
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
