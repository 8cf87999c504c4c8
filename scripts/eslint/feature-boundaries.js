// ESLint rule: the web app's folders depend one way (docs/web-structure.md).
// - apps/web/src/features/<X>/** imports its own folder, the shared places and packages, nothing
//   from another feature and nothing from app/ (app/ composes features, not the other way round);
// - the shared places (components, lib, hooks, stores, api, styles) import no feature and no app/;
// - tests may also use the test helpers in apps/web/src/test.
// The import is resolved against the importing file, so `../../x` is judged by where it lands, not
// by how many dots it has.
import path from 'node:path';

const SHARED = new Set(['components', 'lib', 'hooks', 'stores', 'api', 'styles']);
const WEB_SRC = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;

/** 'features/study/utils/x.ts' for a file under apps/web/src, else null. */
function insideWebSrc(file) {
  const at = file.lastIndexOf(WEB_SRC);
  return at === -1 ? null : file.slice(at + WEB_SRC.length).split(path.sep);
}

function problem(fromParts, toParts, isTest) {
  const [fromTop, fromFeature] = fromParts;
  const [toTop, toFeature] = toParts;
  if (toTop === 'test' && isTest) return null;
  if (fromTop === 'features') {
    if (toTop === 'features' && toFeature === fromFeature) return null;
    if (SHARED.has(toTop)) return null;
    if (toTop === 'features') return `another feature (${toFeature})`;
    return `${toTop}/`;
  }
  if (SHARED.has(fromTop) && (toTop === 'features' || toTop === 'app')) {
    return toTop === 'features' ? `a feature (${toFeature})` : 'app/';
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keep web features apart: share through components, lib, hooks, stores, api',
    },
    schema: [],
    messages: {
      crossing:
        '{{from}} may not import from {{target}}: move what is shared to components/, lib/, hooks/, stores/ or api/, or compose it in app/ (docs/web-structure.md).',
    },
  },
  create(context) {
    const file = context.filename;
    const fromParts = insideWebSrc(file);
    if (!fromParts) return {};
    const isTest = /\.test\.tsx?$/.test(file);
    function check(node) {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const toParts = insideWebSrc(path.resolve(path.dirname(file), spec));
      if (!toParts) return;
      const target = problem(fromParts, toParts, isTest);
      if (target) {
        context.report({
          node: node.source,
          messageId: 'crossing',
          data: { from: fromParts.slice(0, 2).join('/'), target },
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
