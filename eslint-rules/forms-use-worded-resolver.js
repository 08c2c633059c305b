/**
 * medlink/forms-use-worded-resolver: a form checks what is typed through src/web/lib/forms.ts
 * (useWordedResolver, or wordedResolver with the reader's issueText), never through a resolver of
 * @hookform/resolvers' own (`@hookform/resolvers/zod` and its siblings): those show the schema's
 * own sentences, which are English, to every reader. The package's root (toNestErrors, the
 * helpers a resolver is built with) stays open to lib/forms.ts.
 */
const RESOLVER = /^@hookform\/resolvers\/./;

const rule = {
  meta: {
    type: 'problem',
    docs: { description: "A form's check is the worded resolver of src/web/lib/forms.ts." },
    messages: {
      ownResolver:
        "'{{source}}' words the schema's issues in English for every reader: use useWordedResolver from '@web/lib/forms' (or wordedResolver with useMessages().issueText).",
    },
    schema: [],
  },
  create(context) {
    const check = (node, source) => {
      if (
        source &&
        source.type === 'Literal' &&
        typeof source.value === 'string' &&
        RESOLVER.test(source.value)
      )
        context.report({ node, messageId: 'ownResolver', data: { source: source.value } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default rule;
