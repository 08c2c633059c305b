/**
 * medlink/forms-use-react-hook-form: a component file that renders a <form> holds its fields in
 * react-hook-form (it imports useForm from 'react-hook-form' and submits through handleSubmit), so
 * every form checks what is typed with the domain's zod schema through the worded resolver of
 * src/web/lib/forms.ts, the same way (medlink/forms-use-worded-resolver keeps it the only one).
 * A form that must stay otherwise is named in eslint.config.js with the reason.
 */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'A <form> keeps its fields in react-hook-form and submits through handleSubmit.' },
    messages: {
      noUseForm:
        "This file renders a <form> but does not import useForm from 'react-hook-form': hold the fields in useForm with useWordedResolver (@web/lib/forms) on the domain's schema.",
      noHandleSubmit:
        'This file renders a <form> but never calls handleSubmit: submit through react-hook-form, so the schema checks the fields first.',
    },
    schema: [],
  },
  create(context) {
    let importsUseForm = false;
    let callsHandleSubmit = false;
    const forms = [];
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'react-hook-form') return;
        if (node.specifiers.some((s) => s.type === 'ImportSpecifier' && s.imported.name === 'useForm'))
          importsUseForm = true;
      },
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
              ? callee.property.name
              : null;
        if (name === 'handleSubmit') callsHandleSubmit = true;
      },
      JSXOpeningElement(node) {
        if (node.name.type === 'JSXIdentifier' && node.name.name === 'form') forms.push(node);
      },
      'Program:exit'() {
        for (const node of forms) {
          if (!importsUseForm) context.report({ node, messageId: 'noUseForm' });
          else if (!callsHandleSubmit) context.report({ node, messageId: 'noHandleSubmit' });
        }
      },
    };
  },
};

export default rule;
