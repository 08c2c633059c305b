/**
 * The protected field groups an answer schema can hold: every object key anywhere in the schema
 * looked up in the domain's PROTECTED_KEYS. For the coverage test, which holds each route's
 * declaration (`config.reveals`) against its answer schemas.
 */
import { PROTECTED_KEYS, type FieldGroup } from '@domain/access-log';

interface ZodLike {
  _zod?: { def?: Record<string, unknown> };
}

function children(def: Record<string, unknown>): unknown[] {
  switch (def.type) {
    case 'object':
      return Object.values((def.shape as Record<string, unknown>) ?? {});
    case 'array':
      return [def.element];
    case 'union':
      return (def.options as unknown[]) ?? [];
    case 'intersection':
      return [def.left, def.right];
    case 'record':
      return [def.valueType];
    case 'pipe':
      return [def.in, def.out];
    case 'lazy':
      return [(def.getter as () => unknown)()];
    default:
      return 'innerType' in def ? [def.innerType] : [];
  }
}

export function protectedGroupsOf(schema: unknown): Set<FieldGroup> {
  const found = new Set<FieldGroup>();
  const seen = new Set<unknown>();
  const walk = (node: unknown) => {
    const def = (node as ZodLike | null)?._zod?.def;
    if (!def || seen.has(node)) return;
    seen.add(node);
    if (def.type === 'object') {
      for (const key of Object.keys((def.shape as Record<string, unknown>) ?? {})) {
        for (const group of PROTECTED_KEYS[key] ?? []) found.add(group);
      }
    }
    for (const child of children(def)) walk(child);
  };
  walk(schema);
  return found;
}
