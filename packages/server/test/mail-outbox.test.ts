import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../src/services/mail.js';
import { mailBrand } from '../src/services/mail-brand.js';
import { builtBrands, createTestApp, FIXTURE_BRANDS, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function mailTo(to: string): Promise<OutboxEntry> {
  for (let i = 0; i < 200; i++) {
    const mail = await t.mailer.lastMessageTo(to);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail to ${to}`);
}

describe('mail from a board', () => {
  it("comes from the board it was asked on, in the person's language, naming no other board", async () => {
    const email = `from-${Date.now().toString(36)}@example.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/signup',
      headers: { host: 'careboard.test', cookie: 'lg=en' },
      remoteAddress: '10.9.0.1',
      payload: {
        email,
        password: 'a long enough password',
        first_name: 'Zoé',
        last_name: 'Tremblay',
        lg: 'en',
      },
    });
    expect(res.statusCode).toBe(202);
    const mail = await mailTo(email);
    expect(mail.from).toBe('careboard <no-reply@careboard.test>');
    expect(mail.lang).toBe('en');
    expect(mail.html).toContain('<html lang="en">');
    for (const other of FIXTURE_BRANDS.filter((b) => b.name !== 'careboard')) {
      expect(mail.html).not.toContain(other.label.en);
      expect(mail.html).not.toContain(other.hostKey);
      expect(mail.text).not.toContain(other.label.en);
    }
  });
});

describe('GET /dev/outbox', () => {
  it('shows each mail as received: HTML in a sandboxed frame, the text part, sender', async () => {
    const email = `outbox-${Date.now().toString(36)}@example.test`;
    await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/jobboard/news-letter',
      headers: { host: 'jobboard.test', cookie: 'lg=fr' },
      remoteAddress: '10.9.0.2',
      payload: { email },
    });
    const mail = await mailTo(email);
    const res = await t.app.inject({ url: '/dev/outbox', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    const article = res.body.slice(res.body.indexOf(`id="mail-${mail.id}"`));
    expect(article).toContain('<iframe sandbox=""');
    // The HTML part as the frame's document (attribute-escaped), the text part as text.
    expect(article).toContain(
      `srcdoc="${mail.html.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}"`,
    );
    expect(article).toContain('jobboard (fr) &#60;no-reply@jobboard.test&#62;');
    expect(article).toContain('<pre>Bonjour,');
  });

  it('says at its top that it is a development page showing every mail', async () => {
    const res = await t.app.inject({ url: '/dev/outbox', headers: { host: 'localhost' } });
    const top = res.body.slice(res.body.indexOf('<body>'), res.body.indexOf('<main>'));
    expect(top).toMatch(/development only/i);
    expect(top).toMatch(/reset links/i);
  });

  it('answers only a client on this machine', async () => {
    const res = await t.app.inject({
      url: '/dev/outbox',
      headers: { host: 'localhost' },
      remoteAddress: '192.168.1.20',
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Outbox');
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-0123456789abcdef' },
    });
    try {
      const res = await prod.app.inject({ url: '/dev/outbox', headers: { host: 'jobboard.test' } });
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain('Outbox');
    } finally {
      await prod.close();
    }
  });
});

describe("the mail's logo", () => {
  it('is a PNG of the brand build that other origins (webmail) may load', async () => {
    const registry = builtBrands();
    const built = await createTestApp({ registry });
    try {
      const key = registry.keys[0]!;
      const brand = mailBrand(registry.get(key)!, registry.bundle(key), 'http://x.test', 'fr');
      expect(brand.logo?.src).toMatch(/^http:\/\/x\.test\/brand\/.+\.png$/);
      const res = await built.app.inject({
        url: brand.logo!.src.slice('http://x.test'.length),
        headers: { host: `${key}.localhost` },
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    } finally {
      await built.close();
    }
  });
});
