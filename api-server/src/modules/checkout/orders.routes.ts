import type { FastifyPluginCallback, preHandlerAsyncHookHandler } from 'fastify';
import type { OrderListResponse } from 'shared-contracts';
import { endpoints } from '../../contracts';
import type { Database } from '../../db/database';
import { orderListAnswer, orderListQuery } from 'shared-contracts/schemas';
import { ordersOfUser } from './orders.repository';

export interface OrdersRoutesOptions {
  db: Database;
  authenticate: preHandlerAsyncHookHandler;
}

/** order-list: the signed-in user's orders, newest first, paginated like the chat rooms. */
export const ordersRoutes: FastifyPluginCallback<OrdersRoutesOptions> = (app, { db, authenticate }, done) => {
  app.get<{ Querystring: { limit: number; offset: number } }>(
    endpoints.orders.orderList,
    { schema: { querystring: orderListQuery, response: { 200: orderListAnswer } }, preHandler: authenticate },
    async (request): Promise<OrderListResponse> => {
      const userId = request.auth?.sub;
      if (!userId) throw new Error('order-list reached without a signed-in user');
      const { limit, offset } = request.query;
      const { count, orders } = await ordersOfUser(db, userId, limit, offset);
      const page = (start: number) => `${endpoints.orders.orderList}?limit=${limit}&offset=${start}`;
      return {
        count,
        next: offset + limit < count ? page(offset + limit) : null,
        previous: offset > 0 ? page(Math.max(offset - limit, 0)) : null,
        results: orders,
      };
    },
  );
  done();
};
