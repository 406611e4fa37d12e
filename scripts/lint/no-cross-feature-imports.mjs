// ESLint rule: inside an app, `src/features/A/**` never imports `src/features/B/**`. What two
// features need moves up to the app's own src/{api,components,lib} (or to @guardian/shared),
// so a feature can be changed or removed without reading the others.
import path from 'node:path';

const FEATURE = /^(.*[\\/]src[\\/]features[\\/])([^\\/]+)[\\/]/;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Features of an app do not import each other.' },
    schema: [],
    messages: {
      cross:
        "Feature '{{from}}' imports feature '{{to}}': features never import each other; move what both need to the app's src/api, src/components or src/lib.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = FEATURE.exec(file);
    if (!own) return {};
    const [, featuresDir, feature] = own;
    const check = (node) => {
      const spec = node?.type === 'Literal' ? node.value : null;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      if (!target.startsWith(featuresDir)) return;
      const other = target.slice(featuresDir.length).split(/[\\/]/)[0];
      if (other && other !== feature)
        context.report({ node, messageId: 'cross', data: { from: feature, to: other } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
