/**
 * Completes the OpenAPI document Fastify's swagger plugin builds from the routes, so a client
 * generated from it has method names and knows which calls need which credential: every
 * operation gets an `operationId`, a `summary` (a route's own `schema.summary` wins), its
 * `security` and an error response; the document gets its `servers`. Which paths need what
 * comes from the guard's one list of public paths, never from a second list here.
 */

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  [key: string]: unknown;
};
type Document = {
  servers?: { url: string; description?: string }[];
  paths?: Record<string, Record<string, Operation | unknown> | undefined>;
  components?: { securitySchemes?: Record<string, unknown>; [key: string]: unknown };
  [key: string]: unknown;
};

export type OpenApiOptions = {
  /** The address users reach, when configured; otherwise the server that serves the document. */
  publicUrl?: string;
  /** Paths anyone may call without an employer session (the guard's list). */
  isPublicPath(path: string): boolean;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** The error body every 4xx answer carries (src/server/errors.ts). */
const ERROR_RESPONSE = {
  description: 'The request was refused: `error.code` says why and `error.message` says it in words.',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          error: {
            type: 'object',
            properties: { code: { type: 'string' }, message: { type: 'string' } },
            required: ['code', 'message'],
          },
        },
        required: ['error'],
      },
    },
  },
};

export const SECURITY_SCHEMES = {
  apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (Team → API keys).' },
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description: 'The employer session the web app signs in with (cookie set by /api/auth/sign-in/email).',
  },
  candidateToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-candidate-token',
    description: 'The per-interview secret a candidate receives when the interview starts.',
  },
} as const;

/** `/api/postings/{id}/candidates` → ['postings', 'By', 'Id', 'candidates'] words for names. */
function pathWords(path: string): string[] {
  return path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = segment.match(/^\{(.+)\}$/);
      return param ? `by ${param[1]!.replace(/[-_]/g, ' ')}` : segment.replace(/[-_.]/g, ' ');
    });
}

const camel = (words: string[]) =>
  words
    .join(' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1)))
    .join('');

/** A readable summary from the method and path: "List postings › candidates", "Delete webhooks". */
function summaryFor(method: string, path: string): string {
  const words = pathWords(path).filter((w) => !w.startsWith('by '));
  const subject = words.join(' › ') || 'root';
  const item = /\}$/.test(path);
  const verb =
    method === 'get'
      ? item
        ? 'Get'
        : 'List'
      : method === 'post'
        ? 'Create or run'
        : method === 'delete'
          ? 'Delete'
          : method === 'head'
            ? 'Check'
            : 'Update';
  return `${verb} ${subject}`;
}

function securityFor(path: string, options: OpenApiOptions): Record<string, string[]>[] {
  if (path.startsWith('/api/v1/')) return [{ apiKey: [] }];
  if (path.startsWith('/api/public/interviews/')) return [{ candidateToken: [] }];
  if (options.isPublicPath(path.replace(/\{[^}]+\}/g, 'x'))) return [];
  return [{ session: [] }];
}

export function completeOpenApiDocument<T extends object>(document: T, options: OpenApiOptions): T {
  const doc = document as Document;
  const paths: Record<string, Record<string, unknown>> = {};
  const used = new Set<string>();
  for (const [path, item = {}] of Object.entries(doc.paths ?? {})) {
    const completed: Record<string, unknown> = { ...item };
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      let id = operation.operationId ?? camel([method, ...pathWords(path)]);
      for (let n = 2; used.has(id); n++) id = `${id}${n}`;
      used.add(id);
      const responses = operation.responses ?? {};
      const hasClientError = Object.keys(responses).some((code) => /^4/.test(code));
      completed[method] = {
        ...operation,
        operationId: id,
        summary: operation.summary ?? summaryFor(method, path),
        security: operation.security ?? securityFor(path, options),
        responses: hasClientError ? responses : { ...responses, '4XX': ERROR_RESPONSE },
      };
    }
    paths[path] = completed;
  }
  return {
    ...(doc as T),
    servers: doc.servers?.length
      ? doc.servers
      : [
          {
            url: options.publicUrl ?? '/',
            description: options.publicUrl ? 'This installation' : 'The server that serves this document',
          },
        ],
    paths,
    components: { ...doc.components, securitySchemes: { ...SECURITY_SCHEMES, ...doc.components?.securitySchemes } },
  };
}
