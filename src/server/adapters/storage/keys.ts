/**
 * Blob key layout. Everything of a posting lives under its prefix, so deleting a posting
 * (or an interview) removes its files with one prefix delete.
 */
export const blobKeys = {
  posting: (postingId: string) => `postings/${postingId}`,
  interview: (postingId: string, interviewId: string) => `postings/${postingId}/interviews/${interviewId}`,
  cv: (postingId: string, interviewId: string, extension: 'pdf' | 'doc' | 'docx') =>
    `postings/${postingId}/interviews/${interviewId}/cv.${extension}`,
  recording: (postingId: string, interviewId: string, seq: number) =>
    `postings/${postingId}/interviews/${interviewId}/answer-${String(seq).padStart(3, '0')}.webm`,
  /** Everything of an organization outside its postings (its brand logos); removed when it is deleted. */
  organization: (organizationId: string) => `organizations/${organizationId}`,
  /** An organization's logo; a new name per upload so cached copies never go stale. */
  brandLogo: (organizationId: string, version: string) => `organizations/${organizationId}/brand/logo-${version}`,
};
