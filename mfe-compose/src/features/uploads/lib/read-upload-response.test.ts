import { readUploadResponse } from './read-upload-response';
import { uploadAnswer } from '../testing/fake-xhr';

describe('readUploadResponse (spec 1 §7, §8)', () => {
  it('reads a 200 answer with a response object', () => {
    const outcome = readUploadResponse(200, JSON.stringify(uploadAnswer('7', 'audio')));
    expect(outcome).toEqual({ ok: true, result: { id: '7', kind: 'audio', url: '/media/uploads/7' } });
  });
  it('takes the first item when the response is a list', () => {
    const body = { meta: { status: 200, msg: 'OK' }, response: [{ id: '8', kind: 'video', url: '/v.mp4' }, { id: '9' }] };
    expect(readUploadResponse(200, JSON.stringify(body))).toEqual({
      ok: true,
      result: { id: '8', kind: 'video', url: '/v.mp4' },
    });
  });
  it("uses the server's msg first", () => {
    const body = {
      meta: { status: 400, msg: 'Bad Request' },
      response: { msg: 'Nope.' },
      errors: [{ code: 'X', detail: 'Other' }],
    };
    expect(readUploadResponse(400, JSON.stringify(body))).toEqual({ ok: false, error: 'Nope.' });
  });
  it('joins the error list when there is no msg', () => {
    const body = {
      meta: { status: 400, msg: 'Bad Request' },
      errors: [
        { code: 'VALIDATION', detail: 'The file is too big. Squish it down, and try again!' },
        { code: 'VALIDATION', detail: 'Second.' },
      ],
    };
    expect(readUploadResponse(400, JSON.stringify(body))).toEqual({
      ok: false,
      error: 'The file is too big. Squish it down, and try again! Second.',
    });
  });
  it("falls back to 'Woops :(' for an empty or unreadable answer", () => {
    expect(readUploadResponse(200, '')).toEqual({ ok: false, error: 'Woops :(' });
    expect(readUploadResponse(500, '<html>')).toEqual({ ok: false, error: 'Woops :(' });
    expect(readUploadResponse(200, JSON.stringify({ meta: { status: 200, msg: 'OK' }, response: {} }))).toEqual({
      ok: false,
      error: 'Woops :(',
    });
  });
  it('treats a 200 with a response of the wrong shape as a failure', () => {
    expect(readUploadResponse(200, JSON.stringify({ response: { id: 1 } }))).toEqual({ ok: false, error: 'Woops :(' });
  });
});
