import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { AssessmentKind, AssessmentResult } from '../../contracts';
import {
  ASSESSMENT_KINDS,
  ASSESSMENT_SUMMARIES,
  assessmentMaxScore,
  endpoints,
  scoreAssessment,
} from '../../contracts';
import type { Database } from '../../db/database';
import type { Viewer } from '../ab/viewer';

export interface AssessmentRoutesOptions {
  db: Database;
  readViewer: (request: FastifyRequest) => Promise<Viewer>;
}

const submitBody = {
  type: 'object',
  required: ['assessment', 'answers'],
  additionalProperties: false,
  properties: {
    assessment: { enum: [...ASSESSMENT_KINDS] },
    answers: {
      type: 'object',
      maxProperties: 50,
      additionalProperties: { type: 'string', maxLength: 40 },
    },
  },
} as const;

interface AssessmentRow {
  id: string;
  assessment: AssessmentKind;
  score: number;
  max_score: number;
  result_level: AssessmentResult['result_level'];
  created_at: Date | string;
}

const present = (row: AssessmentRow): AssessmentResult => ({
  id: row.id,
  assessment: row.assessment,
  score: row.score,
  max_score: row.max_score,
  result_level: row.result_level,
  summary: ASSESSMENT_SUMMARIES[row.result_level],
  created_at: new Date(row.created_at).toISOString(),
});

/**
 * The three assessments: answers scored on the server from the shared questionnaire, stored for
 * the signed-in user or, without a session, for the visitor id; GET lists the caller's results.
 */
export const assessmentRoutes: FastifyPluginCallback<AssessmentRoutesOptions> = (
  app,
  { db, readViewer },
  done,
) => {
  const path = endpoints.landing.submitAssess();

  app.post<{ Body: { assessment: AssessmentKind; answers: Record<string, string> } }>(
    path,
    { schema: { body: submitBody } },
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
      const { rows } = await db.query<Omit<AssessmentRow, 'max_score'>>(
        `insert into assessments (assessment, user_id, visitor, answers, score, result_level)
         values ($1, $2, $3, $4, $5, $6) returning id, assessment, score, result_level, created_at`,
        [
          assessment,
          viewer.userId,
          viewer.userId ? null : viewer.visitor,
          JSON.stringify(answers),
          scored.score,
          scored.result_level,
        ],
      );
      const row = rows[0];
      if (!row) throw new Error('insert returned no row');
      return reply.code(201).send({ data: present({ ...row, max_score: scored.max_score }) });
    },
  );

  app.get(path, async (request) => {
    const viewer = await readViewer(request);
    if (!viewer.userId && !viewer.visitor) return { data: [] };
    const { rows } = await db.query<Omit<AssessmentRow, 'max_score'>>(
      `select id, assessment, score, result_level, created_at from assessments
        where ($1::uuid is not null and user_id = $1::uuid) or ($2::text is not null and visitor = $2::text)
        order by created_at desc, id limit 100`,
      [viewer.userId, viewer.visitor],
    );
    return { data: rows.map((row) => present({ ...row, max_score: assessmentMaxScore(row.assessment) })) };
  });

  done();
};
