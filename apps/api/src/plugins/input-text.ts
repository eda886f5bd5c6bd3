import { AppError, MULTILINE_FORBIDDEN_REGEX } from '@ponteiro/shared';
import type { FastifyInstance } from 'fastify';

// The safety net behind the contract's text schemas: whatever a schema forgets (a password, a
// token, a key of a free-form object, a path parameter), no string holding NUL or another C0
// control, DEL, U+FFFE/U+FFFF, a lone surrogate or a bidi override reaches a service or the
// database. Tab, LF and CR pass here (multi-line fields may hold them); single-line fields refuse
// them in their own schema. The walk is iterative (a deeply nested JSON body cannot overflow the
// stack) and costs one regex test per string: a 1 MB body is a few milliseconds.

const MESSAGE = 'validation.control_characters';

/** The dotted path of the first string (or key) holding a forbidden character, or null. */
export function forbiddenTextPath(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (MULTILINE_FORBIDDEN_REGEX.test(current)) return path || 'body';
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], join(path, String(i))]);
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        // The key itself is not echoed back: the field is its parent.
        if (MULTILINE_FORBIDDEN_REGEX.test(key)) return path || 'body';
        stack.push([(current as Record<string, unknown>)[key], join(path, key)]);
      }
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

export async function inputTextPlugin(app: FastifyInstance): Promise<void> {
  // preValidation: after the guards (onRequest) and the body parser, before the route schema.
  app.addHook('preValidation', async (request) => {
    const field =
      forbiddenTextPath(request.params, '') ??
      forbiddenTextPath(request.query, '') ??
      forbiddenTextPath(request.body, '');
    if (field !== null) {
      throw new AppError('validation_error', { fieldErrors: { [field]: [MESSAGE] } });
    }
  });
}
