import type { AssessmentKind, AssessmentResult } from '../../contracts';
import type { Queryable } from '../../db/database';

/** A stored result as read back (its maximum score comes from the questionnaire, not the row). */
export interface AssessmentRow {
  id: string;
  assessment: AssessmentKind;
  score: number;
  result_level: AssessmentResult['result_level'];
  created_at: Date | string;
}

export interface NewAssessment {
  assessment: AssessmentKind;
  /** The signed-in user's id, or null for a visitor. */
  userId: string | null;
  visitor: string | null;
  answers: Record<string, string>;
  score: number;
  resultLevel: AssessmentResult['result_level'];
  /** The sha256 of the result key answered to a visitor, or null. */
  resultKeyHash: string | null;
}

const RETURNED = 'id, assessment, score, result_level, created_at';

export async function insertAssessment(db: Queryable, result: NewAssessment): Promise<AssessmentRow> {
  const { rows } = await db.query<AssessmentRow>(
    `insert into assessments (assessment, user_id, visitor, answers, score, result_level, result_key_hash)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${RETURNED}`,
    [
      result.assessment,
      result.userId,
      result.visitor,
      JSON.stringify(result.answers),
      result.score,
      result.resultLevel,
      result.resultKeyHash,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The newest 100 results of the user, or whose key hashes are given. */
export async function findAssessmentsOf(
  db: Queryable,
  userId: string | null,
  keyHashes: string[],
): Promise<AssessmentRow[]> {
  const { rows } = await db.query<AssessmentRow>(
    `select ${RETURNED} from assessments
      where ($1::uuid is not null and user_id = $1::uuid) or result_key_hash = any($2::text[])
      order by created_at desc, id limit 100`,
    [userId, keyHashes],
  );
  return rows;
}
