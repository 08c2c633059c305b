/**
 * The check a compiled writer (compiled-serializer.ts) runs before it writes: fast-json-stringify
 * writes what the schema says without asking whether the value agrees, so a null where the schema
 * wants a string would go out as "" and a null total as 0, which a client would take for the
 * truth. The check is compiled once per schema from the same JSON schema, types and presence
 * only (no formats, lengths or patterns: the handler's typed mapper owns those), so it costs a
 * walk of the answer, not the copy the zod encode makes.
 */
type JsonSchema = Record<string, unknown>;

/** A problem's place and words ('.lines[2].amount: null where ...'), or null when the value agrees. */
type Check = (value: unknown) => string | null;

const isSchema = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const describe = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;

const TYPE_CHECKS: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  integer: (value) => Number.isInteger(value),
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
  null: (value) => value === null,
  object: (value) => isSchema(value),
  array: (value) => Array.isArray(value),
};

const accept: Check = () => null;

function anyOf(branches: Check[], nullable: boolean): Check {
  // `X | null` is most of the answer's fields: a null is settled before any branch is tried (a
  // failed branch builds its problem's words, which is the costly part).
  return (value) => {
    if (nullable && value === null) return null;
    let first: string | null = null;
    for (const branch of branches) {
      const problem = branch(value);
      if (problem === null) return null;
      first ??= problem;
    }
    return first ?? (branches.length === 0 ? `: ${describe(value)} where the schema wants null` : null);
  };
}

function objectCheck(node: JsonSchema): Check {
  const properties = isSchema(node.properties) ? node.properties : {};
  const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
  const keys = Object.entries(properties).map(([key, inner]) => ({
    key,
    required: required.has(key),
    check: isSchema(inner) ? compileCheck(inner) : accept,
  }));
  return (value) => {
    const object = value as Record<string, unknown>;
    for (const { key, required: needed, check } of keys) {
      const inner = object[key];
      if (inner === undefined) {
        if (needed) return `.${key}: missing`;
        continue;
      }
      const problem = check(inner);
      if (problem !== null) return `.${key}${problem}`;
    }
    return null;
  };
}

function arrayCheck(node: JsonSchema): Check {
  const items = isSchema(node.items) ? compileCheck(node.items) : accept;
  return (value) => {
    const list = value as unknown[];
    for (let i = 0; i < list.length; i++) {
      const problem = items(list[i]);
      if (problem !== null) return `[${i}]${problem}`;
    }
    return null;
  };
}

/** The check of one node of zod's draft-7 JSON schema. */
export function compileCheck(node: JsonSchema): Check {
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = node[key];
    if (Array.isArray(branches)) {
      const nullable = branches.some((b: unknown) => isSchema(b) && b.type === 'null');
      const others = branches.filter((b: unknown) => !(isSchema(b) && b.type === 'null'));
      return anyOf(
        others.map((b: unknown) => (isSchema(b) ? compileCheck(b) : accept)),
        nullable,
      );
    }
  }
  if (Array.isArray(node.allOf)) {
    const all = node.allOf.map((b: unknown) => (isSchema(b) ? compileCheck(b) : accept));
    return (value) => all.reduce<string | null>((problem, check) => problem ?? check(value), null);
  }
  const types = (
    Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type]
  ) as string[];
  const allowed = Array.isArray(node.enum) ? new Set(node.enum as unknown[]) : null;
  const constant = 'const' in node ? node.const : undefined;
  const object = types.includes('object') ? objectCheck(node) : null;
  const array = types.includes('array') ? arrayCheck(node) : null;
  const checks = types.map((type) => TYPE_CHECKS[type] ?? (() => true));
  const typeOk =
    checks.length === 0
      ? () => true
      : checks.length === 1
        ? checks[0]!
        : (value: unknown) => checks.some((check) => check(value));
  return (value) => {
    if (!typeOk(value)) {
      return `: ${describe(value)} where the schema wants ${types.join(' or ')}`;
    }
    if (allowed && !allowed.has(value)) return `: ${JSON.stringify(value)} is not one of its values`;
    if (constant !== undefined && value !== constant)
      return `: ${JSON.stringify(value)} is not ${JSON.stringify(constant)}`;
    if (object && isSchema(value)) return object(value);
    if (array && Array.isArray(value)) return array(value);
    return null;
  };
}
