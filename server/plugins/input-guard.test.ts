import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, body, call, createDemoApp, type TestApp, type Tokens } from '../test/setup';
import { categoryId, multipartBody } from '../test/tickets';

let t: TestApp;
let tokens: Tokens;
let academic: number;

const TICKET = () => ({
  subject: 'Timetable clash',
  description: 'My two required courses meet at the same time on Tuesday afternoons.',
  category_id: academic,
});

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  academic = await categoryId(t.db, 'Academic Support');
});
afterAll(async () => t.close());

function postMultipart(url: string, fields: Record<string, string>) {
  const { payload, headers } = multipartBody(fields, []);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...authed(tokens.student).headers },
  });
}

describe('NUL characters (a 500 on PostgreSQL before)', () => {
  it('refuses NUL in a JSON body with 422 keyed by the field, storing nothing', async () => {
    const before = await t.db
      .selectFrom('tickets')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await call(t.app, tokens.student, 'POST', '/api/tickets', {
      ...TICKET(),
      description: 'My two required courses meet at the same\u0000 time on Tuesday.',
    });
    expect(res.statusCode).toBe(422);
    expect(body(res)).toMatchObject({
      success: false,
      status: 422,
      message: 'Text must not contain the NUL character',
      errors: { description: ['Text must not contain the NUL character'] },
    });
    const after = await t.db
      .selectFrom('tickets')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses NUL in nested JSON, in a key, in the query and in a path', async () => {
    const nested = await call(t.app, tokens.admin, 'POST', '/api/tickets/bulk-assign', {
      ticket_ids: [1],
      assigned_to: null,
      note: ['a\u0000'],
    });
    expect(nested.statusCode).toBe(422);
    const key = await call(t.app, tokens.student, 'POST', '/api/tickets', { ...TICKET(), 'x\u0000': 1 });
    expect(key.statusCode).toBe(422);
    const query = await call(t.app, tokens.student, 'GET', '/api/tickets?search=help%00me');
    expect(query.statusCode).toBe(422);
    expect(body(query).errors).toEqual({ search: ['Text must not contain the NUL character'] });
    const path = await call(t.app, tokens.student, 'GET', '/api/tickets/1%00');
    expect(path.statusCode).toBe(422);
  });

  it('refuses NUL in multipart fields, in the JSON payload field and in file names', async () => {
    const field = await postMultipart('/api/tickets', {
      subject: 'Timetable\u0000 clash',
      description: TICKET().description,
      category_id: String(academic),
    });
    expect(field.statusCode).toBe(422);
    expect(body(field).errors?.subject).toEqual(['Text must not contain the NUL character']);
    const payload = await postMultipart('/api/tickets', {
      payload: JSON.stringify({ ...TICKET(), subject: 'Timetable\u0000 clash' }),
    });
    expect(payload.statusCode).toBe(422);
    const { payload: withFile, headers } = multipartBody({ ...TICKET(), category_id: String(academic) }, [
      { name: 'notes\u0000.txt', content: 'My timetable.' },
    ]);
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      payload: withFile,
      headers: { ...headers, ...authed(tokens.student).headers },
    });
    expect(file.statusCode).toBe(422);
  });

  it('still checks sign-in first: a signed-out caller gets 401, not 422', async () => {
    const res = await call(t.app, null, 'POST', '/api/tickets', { ...TICKET(), subject: 'a\u0000bcdef' });
    expect(res.statusCode).toBe(401);
  });
});

describe('control characters in names and subjects', () => {
  it('refuses them in a subject, and allows tab and line breaks in a description only', async () => {
    for (const subject of [
      'Timetable\u0007 clash',
      'Timetable\nclash',
      'Time\ttable clash',
      'Clash\u001b[31m',
    ]) {
      const res = await call(t.app, tokens.student, 'POST', '/api/tickets', { ...TICKET(), subject });
      expect(res.statusCode, JSON.stringify(subject)).toBe(422);
      expect(body(res).errors?.subject).toEqual([
        'Subject must not contain control characters such as tabs or line breaks',
      ]);
    }
    const bell = await call(t.app, tokens.student, 'POST', '/api/tickets', {
      ...TICKET(),
      description: 'My two required courses\u0007 meet at the same time.',
    });
    expect(body(bell).errors?.description).toEqual(['Description must not contain control characters']);
    const ok = await call(t.app, tokens.student, 'POST', '/api/tickets', {
      ...TICKET(),
      description: 'My two required courses:\n\tMATH 101\r\n\tPHYS 102\nmeet at the same time.',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses them in a person name and a category name', async () => {
    const user = await call(t.app, tokens.admin, 'POST', '/api/admin/users', {
      name: 'Robert\u0008Tables',
      email: 'bobby@university.edu',
      role: 'student',
      password: 'Quiet-Harbour-Lantern-42',
      password_confirmation: 'Quiet-Harbour-Lantern-42',
    });
    expect(user.statusCode).toBe(422);
    expect(body(user).errors?.name).toEqual([
      'Name must not contain control characters such as tabs or line breaks',
    ]);
    const category = await call(t.app, tokens.admin, 'POST', '/api/admin/ticket-categories', {
      name: 'Hous\u0085ing',
    });
    expect(category.statusCode).toBe(422);
    expect(body(category).errors?.name).toEqual([
      'Category name must not contain control characters such as tabs or line breaks',
    ]);
  });
});

describe('__proto__ in a multipart form', () => {
  it('refuses a __proto__ field and a __proto__ key inside the payload field', async () => {
    const fieldRes = await postMultipart('/api/tickets', {
      subject: 'Timetable clash',
      description: TICKET().description,
      category_id: String(academic),
      ['__proto__']: 'x',
    });
    expect(fieldRes.statusCode).toBe(422);
    expect(body(fieldRes).errors).toEqual({ form: ['The form has a field name that is not allowed'] });
    const payloadRes = await postMultipart('/api/tickets', {
      payload: `{"subject":"Timetable clash","description":"${TICKET().description}","category_id":${academic},"__proto__":{"created_for":1,"isAdmin":true}}`,
    });
    expect(payloadRes.statusCode).toBe(422);
    expect(body(payloadRes).message).toBe('The field name "__proto__" is not allowed');
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('ids are plain decimal digits', () => {
  it('refuses 0x35, 1e1, " 5", "5.0", "+5" and "-1" in a path with 422', async () => {
    for (const id of ['0x35', '1e1', '%205', '5.0', '+5', '-1', '0', '99999999999']) {
      const res = await call(t.app, tokens.admin, 'GET', `/api/tickets/${id}`);
      expect(res.statusCode, id).toBe(422);
      expect(body(res).errors?.id).toEqual(['Invalid ticket ID']);
      const category = await call(t.app, tokens.admin, 'GET', `/api/admin/ticket-categories/${id}`);
      expect(category.statusCode, `category ${id}`).toBe(422);
      const user = await call(t.app, tokens.admin, 'GET', `/api/admin/users/${id}`);
      expect(user.statusCode, `user ${id}`).toBe(422);
    }
  });

  it('refuses them in a query and in a multipart field, and takes plain digits', async () => {
    const query = await call(
      t.app,
      tokens.admin,
      'GET',
      '/api/admin/counselor-specializations?category_id=0x1',
    );
    expect(query.statusCode).toBe(422);
    const field = await postMultipart('/api/tickets', {
      subject: 'Timetable clash',
      description: TICKET().description,
      category_id: `0x${academic.toString(16)}`,
    });
    expect(field.statusCode).toBe(422);
    expect(body(field).errors?.category_id).toEqual(['Please select a valid category']);
    const plain = await postMultipart('/api/tickets', {
      subject: 'Timetable clash',
      description: TICKET().description,
      category_id: String(academic),
    });
    expect(plain.statusCode).toBe(201);
  });
});

describe("Node's own answers keep the envelope", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  function rawGet(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: text }),
        );
      });
      req.on('error', reject);
    });
  }

  it('answers 431 for headers too large as an envelope', async () => {
    const res = await rawGet('/api/health', { 'x-big': 'a'.repeat(20_000) });
    expect(res.status).toBe(431);
    expect(res.type).toContain('application/json');
    expect(JSON.parse(res.body)).toEqual({
      success: false,
      status: 431,
      message: 'The request headers are too large',
    });
  });

  it('answers 414 for a path parameter too long as an envelope', async () => {
    const res = await rawGet(`/api/tickets/${'1'.repeat(300)}`);
    expect(res.status).toBe(414);
    expect(JSON.parse(res.body)).toEqual({
      success: false,
      status: 414,
      message: 'The request address is too long',
    });
  });

  it('answers a malformed path as a 400 envelope', async () => {
    const res = await rawGet('/api/tickets/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, status: 400 });
  });
});
