import { describe, expect, test } from 'vitest';
import { completeOpenApiDocument } from './openapi-document.ts';

const isPublicPath = (path: string) => path.startsWith('/api/public/') || path === '/api/health';
const doc = {
  openapi: '3.0.3',
  paths: {
    '/api/health': { get: { responses: { 200: { description: 'ok' } } } },
    '/api/postings': { get: { responses: {} }, post: { summary: 'Create a posting', responses: { 400: {} } } },
    '/api/postings/{id}': { delete: { responses: {} } },
    '/api/v1/postings': { get: { responses: {} } },
    '/api/public/postings/{postingId}': { get: { responses: {} } },
    '/api/public/interviews/{interviewId}/answers': { post: { responses: {} } },
  },
};

describe('completeOpenApiDocument', () => {
  const out = completeOpenApiDocument(doc, { isPublicPath }) as any;

  test('every operation gets a unique operationId and a summary; a route’s own summary wins', () => {
    const ids = Object.values(out.paths).flatMap((item: any) => Object.values(item).map((op: any) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(out.paths['/api/postings'].get.operationId).toBe('getPostings');
    expect(out.paths['/api/postings/{id}'].delete.operationId).toBe('deletePostingsById');
    expect(out.paths['/api/postings'].get.summary).toBe('List postings');
    expect(out.paths['/api/postings/{id}'].delete.summary).toBe('Delete postings');
    expect(out.paths['/api/postings'].post.summary).toBe('Create a posting');
  });

  test('security follows the credential each path needs', () => {
    expect(out.paths['/api/health'].get.security).toEqual([]);
    expect(out.paths['/api/public/postings/{postingId}'].get.security).toEqual([]);
    expect(out.paths['/api/public/interviews/{interviewId}/answers'].post.security).toEqual([{ candidateToken: [] }]);
    expect(out.paths['/api/v1/postings'].get.security).toEqual([{ apiKey: [] }]);
    expect(out.paths['/api/postings'].get.security).toEqual([{ session: [] }]);
    expect(Object.keys(out.components.securitySchemes)).toEqual(['apiKey', 'session', 'candidateToken']);
  });

  test('an operation without a 4xx answer gets the error response; one with its own keeps it', () => {
    expect(out.paths['/api/postings'].get.responses['4XX'].description).toMatch(/refused/);
    expect(out.paths['/api/postings'].post.responses['4XX']).toBeUndefined();
  });

  test('servers: PUBLIC_URL when set, else the serving host', () => {
    expect(out.servers).toEqual([{ url: '/', description: 'The server that serves this document' }]);
    const withUrl = completeOpenApiDocument(doc, { isPublicPath, publicUrl: 'https://hire.example.com' }) as any;
    expect(withUrl.servers[0].url).toBe('https://hire.example.com');
  });
});
