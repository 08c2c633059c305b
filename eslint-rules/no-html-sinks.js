/**
 * medlink/no-html-sinks: refuses every way of handing a string to the browser's
 * HTML parser unless the string is a constant written in the source. Leaflet's bindTooltip,
 * bindPopup, setContent, setTooltipContent and setPopupContent set a string as innerHTML, as do
 * innerHTML/outerHTML assignments, insertAdjacentHTML and React's dangerouslySetInnerHTML. User text
 * goes to Leaflet as a DOM node built with textContent (`textElement(...)` in
 * src/web/components/map/text-content.ts), which this rule accepts.
 */
const LEAFLET_SINKS = new Set([
  'bindTooltip',
  'bindPopup',
  'setContent',
  'setTooltipContent',
  'setPopupContent',
]);
const ASSIGN_SINKS = new Set(['innerHTML', 'outerHTML']);
/** Functions that build a DOM node from text with textContent: their result is never parsed. */
const SAFE_BUILDERS = new Set(['textElement']);

/** A string or template literal with no expressions in it: the author's own constant markup. */
function isConstant(node) {
  if (!node) return false;
  if (node.type === 'Literal') return typeof node.value === 'string' || node.value === null;
  if (node.type === 'TemplateLiteral') return node.expressions.length === 0;
  return false;
}

function isSafe(node) {
  if (isConstant(node)) return true;
  return (
    node?.type === 'CallExpression' &&
    node.callee.type === 'Identifier' &&
    SAFE_BUILDERS.has(node.callee.name)
  );
}

const propertyName = (member) =>
  member.type === 'MemberExpression' && !member.computed && member.property.type === 'Identifier'
    ? member.property.name
    : member.type === 'MemberExpression' && member.property.type === 'Literal'
      ? String(member.property.value)
      : null;

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse non-constant strings passed to HTML sinks (XSS)' },
    schema: [],
    messages: {
      sink: '{{name}} parses its argument as HTML: pass a constant, or user text as textElement(text)',
    },
  },
  create(context) {
    const report = (node, name) => context.report({ node, messageId: 'sink', data: { name } });
    return {
      CallExpression(node) {
        const name = propertyName(node.callee);
        if (!name) return;
        if (LEAFLET_SINKS.has(name) && node.arguments.length > 0 && !isSafe(node.arguments[0])) {
          report(node, name);
        }
        if (name === 'insertAdjacentHTML' && !isConstant(node.arguments[1])) report(node, name);
      },
      AssignmentExpression(node) {
        const name = propertyName(node.left);
        if (name && ASSIGN_SINKS.has(name) && !isConstant(node.right)) report(node, name);
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'dangerouslySetInnerHTML') return;
        // Only {{ __html: 'constant' }} passes.
        const expr = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : null;
        const html =
          expr?.type === 'ObjectExpression' && expr.properties.length === 1 ? expr.properties[0] : null;
        const ok =
          html?.type === 'Property' &&
          ((html.key.type === 'Identifier' && html.key.name === '__html') ||
            (html.key.type === 'Literal' && html.key.value === '__html')) &&
          isConstant(html.value);
        if (!ok) report(node, 'dangerouslySetInnerHTML');
      },
    };
  },
};

export default { meta: { name: 'medlink' }, rules: { 'no-html-sinks': rule } };
