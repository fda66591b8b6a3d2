import type { FastifyReply } from 'fastify';

/** The 400 of a new password the policy refuses, naming the `password` field so the form shows it there. */
export function refuseWeakPassword(reply: FastifyReply, detail: string): FastifyReply {
  return reply
    .code(400)
    .send({ detail, errors: [{ location: 'body', field: 'password', message: 'is too common' }] });
}
