import { chatSocketUrl, endpoints } from './endpoints';
import { STATUS_CARRYING_CALLS } from './status-carrying-calls';

describe('endpoints (docs/product.md §7)', () => {
  it('names the user calls as docs/product.md §7 writes them', () => {
    expect(endpoints.users).toMatchObject({
      me: '/api/users/me/',
      signUp: '/api/users/sign-up/',
      login: '/api/users/login/',
      verifyOtp: '/api/users/verify-otp/',
      sendOtp: '/api/users/send-otp/',
      resetPassword: '/api/users/reset-password/',
      sendResetPasswordOtp: '/api/users/send-reset-password-otp/',
      verifyResetPasswordOtp: '/api/users/verify-reset-password-otp/',
      updateProfile: '/api/users/update-profile',
      saveInfo: '/api/users/save-info/',
      refreshToken: '/api/users/refresh-token/',
    });
    expect(endpoints.rest.check).toBe('/api/rest/rest-check/');
  });

  it('builds chat paths with encoded parameters', () => {
    expect(endpoints.chat.room('my room')).toBe('/api/chat-room/my%20room/');
    expect(endpoints.chat.roomMessages('abc')).toBe('/api/chat-room-messages/abc/');
    expect(endpoints.chat.messageFeedback('abc', 42)).toBe('/api/message-feedback/abc/42/');
    expect(endpoints.chat.myDiseaseUpdate(7)).toBe('/api/my-disease/7/update/');
    expect(endpoints.chat.myDiseaseDelete(7)).toBe('/api/my-disease/7/delete/');
    expect(endpoints.chat.userProcessorVariableUpdate(3)).toBe('/api/user-processor-variable/3/update/');
  });

  it('the WebSocket is /ws/chat/{room}/, with no token in the URL', () => {
    expect(chatSocketUrl('ws://127.0.0.1:8000/', 'r1')).toBe('ws://127.0.0.1:8000/ws/chat/r1/');
  });

  it('builds shop and misc paths, the assessment path with the product word', () => {
    expect(endpoints.shop.productsDetail('UHJvZHVjdDox')).toBe('/api/ecom/products-detail/UHJvZHVjdDox');
    expect(endpoints.checkout.subDivision('US')).toBe('/api/ecom/sub-division/US/');
    expect(endpoints.landing.submitAssess()).toBe('/api/varicocele/submit-assess/');
    expect(endpoints.landing.submitAssess('hydro')).toBe('/api/hydrocele/submit-assess/');
    expect(endpoints.payment).toEqual({
      paypalInitiate: '/api/payment/paypal/initiate/',
      gpay: '/api/payment/gpay/',
    });
  });

  it('every fixed path is under /api/', () => {
    const paths = Object.values(endpoints).flatMap((group) =>
      Object.values(group).filter((value): value is string => typeof value === 'string'),
    );
    expect(paths.length).toBeGreaterThan(60);
    for (const path of paths) expect(path).toMatch(/^\/api\//);
  });

  it('sign-up, login, OTP verification, reset-password, send-reset-OTP, update-profile, order-list and chat-room delete carry the HTTP status', () => {
    expect(STATUS_CARRYING_CALLS.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/users/sign-up/',
        'POST /api/users/login/',
        'POST /api/users/verify-otp/',
        'POST /api/users/reset-password/',
        'POST /api/users/send-reset-password-otp/',
        'POST /api/users/update-profile',
        'GET /api/ecom/order-list/',
        'DELETE /api/chat-room/{slug}/',
      ]),
    );
  });
});
