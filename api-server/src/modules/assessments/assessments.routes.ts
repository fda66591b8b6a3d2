import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { submitAssessmentBody } from 'shared-contracts/schemas';
import type { AssessmentResult, SubmitAssessmentRequest } from '../../contracts';
import {
  ASSESSMENT_KEYS_HEADER,
  MAX_ASSESSMENT_KEYS,
  ASSESSMENT_SUMMARIES,
  assessmentMaxScore,
  endpoints,
  scoreAssessment,
} from '../../contracts';
import type { Database } from '../../db/database';
import type { Viewer } from '../ab/viewer';
import { findAssessmentsOf, insertAssessment, type AssessmentRow } from './assessments.repository';

export interface AssessmentRoutesOptions {
  db: Database;
  readViewer: (request: FastifyRequest) => Promise<Viewer>;
}

const present = (row: AssessmentRow & { max_score: number }): AssessmentResult => ({
  id: row.id,
  assessment: row.assessment,
  score: row.score,
  max_score: row.max_score,
  result_level: row.result_level,
  summary: ASSESSMENT_SUMMARIES[row.result_level],
  created_at: new Date(row.created_at).toISOString(),
});

/** A result key: 32 random bytes, base64url; what a browser sends back must look like one. */
const RESULT_KEY = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * The hashes of the result keys a request sends (ASSESSMENT_KEYS_HEADER), malformed ones dropped:
 * at most MAX_ASSESSMENT_KEYS, so a request cannot make the lookup large.
 */
function keyHashesOf(request: FastifyRequest): string[] {
  const raw = request.headers[ASSESSMENT_KEYS_HEADER.toLowerCase()];
  const text = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  const keys = text
    .split(',')
    .map((key) => key.trim())
    .filter((key) => RESULT_KEY.test(key));
  return [...new Set(keys)].slice(0, MAX_ASSESSMENT_KEYS).map(hashOf);
}

/**
 * The three assessments: answers scored on the server from the shared questionnaire, stored for
 * the signed-in user or, without a session, under a secret key answered to the submitter alone
 * (the visitor id is a label any page can read, so it opens nothing). GET lists the caller's
 * results: the account's, and those whose keys the request sends.
 */
export const assessmentRoutes: FastifyPluginCallback<AssessmentRoutesOptions> = (
  app,
  { db, readViewer },
  done,
) => {
  const path = endpoints.landing.submitAssess();

  app.post<{ Body: SubmitAssessmentRequest }>(
    path,
    { schema: { body: submitAssessmentBody } },
    async (request, reply) => {
      const viewer = await readViewer(request);
      if (!viewer.userId && !viewer.visitor)
        return reply
          .code(400)
          .send({ detail: 'Sign in or send the X-Visitor-Id header to keep your result.' });
      const { assessment, answers } = request.body;
      const scored = scoreAssessment(assessment, answers);
      if (!scored)
        return reply.code(400).send({ detail: 'Please answer every question with one of its options.' });
      const resultKey = viewer.userId ? null : randomBytes(32).toString('base64url');
      const row = await insertAssessment(db, {
        assessment,
        userId: viewer.userId,
        visitor: viewer.userId ? null : viewer.visitor,
        answers,
        score: scored.score,
        resultLevel: scored.result_level,
        resultKeyHash: resultKey && hashOf(resultKey),
      });
      const result = present({ ...row, max_score: scored.max_score });
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ data: resultKey ? { ...result, result_key: resultKey } : result });
    },
  );

  app.get(path, async (request, reply) => {
    const viewer = await readViewer(request);
    const keyHashes = keyHashesOf(request);
    // Health answers of one person: no shared cache may keep them.
    void reply.header('cache-control', 'no-store');
    if (!viewer.userId && !keyHashes.length) return { data: [] };
    const rows = await findAssessmentsOf(db, viewer.userId, keyHashes);
    return { data: rows.map((row) => present({ ...row, max_score: assessmentMaxScore(row.assessment) })) };
  });

  done();
};
