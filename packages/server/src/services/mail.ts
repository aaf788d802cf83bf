import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Handlebars from 'handlebars';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Language } from '@jobboard/contracts';
import { REPO_ROOT } from '@jobboard/manifest';
import type { MailBrand } from './mail-brand.js';

/**
 * Outgoing mail. Each message is two templates per language in templates/emails/:
 * <name>.<lang>.hbs, whose first line is "Subject: …", then a blank line, then the plain-text
 * part; and <name>.<lang>.html.hbs, the HTML part, written inside the shared layout
 * (partials/layout.hbs: the board's logo and colours, table layout, inline styles). Both get
 * `brand` (services/mail-brand.ts), `lang` and the message's data. Each mail comes from its
 * board: "<label> <no-reply@<host>>".
 *
 * With SMTP_HOST set, mail goes through SMTP. Otherwise it is written to DATA_DIR/outbox as
 * <id>.eml (the real message, openable in a mail client) and <id>.json (what tests and the
 * development outbox page read).
 */
export const TEMPLATES_DIR = path.join(REPO_ROOT, 'templates', 'emails');

/** A title or a name in a subject line: user input must not break the line. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface MailMessage {
  to: string;
  template: string;
  lang: Language;
  /** The board the mail comes from (mailBrand()): sender, logo, colours. */
  brand: MailBrand;
  /** Variables of the template, beside `brand` and `lang`. */
  data: Record<string, unknown>;
  /**
   * Extra header lines of the message, as nodemailer's `headers` (e.g. List-Unsubscribe and
   * List-Unsubscribe-Post of RFC 8058 on alert mails). Kept in the outbox entry too.
   */
  headers?: Record<string, string>;
}

export interface OutboxEntry {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  lang: Language;
  data: Record<string, unknown>;
  headers?: Record<string, string>;
  createdAt: string;
}

export interface MailerOptions {
  dataDir: string;
  from: string;
  smtp?: { host: string; port: number; user?: string; pass?: string };
  templatesDir?: string;
}

export class Mailer {
  readonly outboxDir: string;
  private readonly templatesDir: string;
  private readonly compiled = new Map<string, HandlebarsTemplateDelegate>();
  /** Its own Handlebars: the layout partials are the mail's, nobody else's. */
  private readonly hbs = Handlebars.create();
  private partialsLoaded?: Promise<void>;
  private readonly smtp?: Transporter;
  // Builds the .eml for the outbox without any network.
  private readonly streamer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(private readonly options: MailerOptions) {
    this.outboxDir = path.join(options.dataDir, 'outbox');
    this.templatesDir = options.templatesDir ?? TEMPLATES_DIR;
    if (options.smtp) {
      this.smtp = nodemailer.createTransport({
        // Mail jobs send side by side (MAIL_CONCURRENCY): a few connections kept open and reused
        // rather than a handshake per message.
        pool: true,
        maxConnections: 5,
        host: options.smtp.host,
        port: options.smtp.port,
        secure: options.smtp.port === 465,
        auth: options.smtp.user
          ? { user: options.smtp.user, pass: options.smtp.pass ?? '' }
          : undefined,
      });
    }
  }

  private loadPartials(): Promise<void> {
    this.partialsLoaded ??= (async () => {
      const dir = path.join(this.templatesDir, 'partials');
      if (!existsSync(dir)) return;
      for (const file of (await readdir(dir)).filter((f) => f.endsWith('.hbs')))
        this.hbs.registerPartial(
          path.basename(file, '.hbs'),
          await readFile(path.join(dir, file), 'utf8'),
        );
    })();
    return this.partialsLoaded;
  }

  private async template(
    name: string,
    lang: Language,
    part: 'text' | 'html',
  ): Promise<HandlebarsTemplateDelegate> {
    const key = part === 'text' ? `${name}.${lang}` : `${name}.${lang}.html`;
    const cached = this.compiled.get(key);
    if (cached) return cached;
    if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Invalid mail template name: ${name}`);
    await this.loadPartials();
    const file = path.join(this.templatesDir, `${key}.hbs`);
    // The text part is not HTML: no escaping there. The HTML part escapes every variable.
    const compiled = this.hbs.compile(await readFile(file, 'utf8'), {
      noEscape: part === 'text',
      strict: true,
    });
    this.compiled.set(key, compiled);
    return compiled;
  }

  async render(message: MailMessage): Promise<{ subject: string; text: string; html: string }> {
    const context = { ...message.data, brand: message.brand, lang: message.lang };
    const rendered = (await this.template(message.template, message.lang, 'text'))(context);
    const match = /^Subject:\s*(.*)\r?\n\r?\n?([\s\S]*)$/.exec(rendered);
    if (!match)
      throw new Error(
        `Mail template ${message.template}.${message.lang} must start with "Subject:"`,
      );
    const subject = (match[1] ?? '').trim();
    const text = (match[2] ?? '').trim() + '\n';
    const html = (await this.template(message.template, message.lang, 'html'))({
      ...context,
      subject,
    });
    return { subject, text, html };
  }

  async send(message: MailMessage): Promise<OutboxEntry> {
    const { subject, text, html } = await this.render(message);
    const sender = message.brand.from;
    const mail = {
      from: sender,
      to: message.to,
      subject,
      text,
      html,
      ...(message.headers && { headers: message.headers }),
    };
    const entry: OutboxEntry = {
      id: `${Date.now()}-${randomBytes(4).toString('hex')}`,
      ...mail,
      // As the header reads; nodemailer quotes the name itself in the message.
      from: `${sender.name} <${sender.address}>`,
      template: message.template,
      lang: message.lang,
      data: message.data,
      createdAt: new Date().toISOString(),
    };
    if (this.smtp) {
      await this.smtp.sendMail(mail);
      return entry;
    }
    const info = await this.streamer.sendMail(mail);
    await mkdir(this.outboxDir, { recursive: true });
    const eml = Buffer.isBuffer(info.message) ? info.message : Buffer.from(String(info.message));
    await writeFile(path.join(this.outboxDir, `${entry.id}.eml`), eml);
    await writeFile(path.join(this.outboxDir, `${entry.id}.json`), JSON.stringify(entry, null, 2));
    return entry;
  }

  /** Closes the SMTP connections the pool keeps open (the app's close). */
  close(): void {
    this.smtp?.close();
  }

  /** Outbox messages, oldest first (optionally only those sent to `to`). */
  async listOutbox(to?: string): Promise<OutboxEntry[]> {
    if (!existsSync(this.outboxDir)) return [];
    const files = (await readdir(this.outboxDir)).filter((f) => f.endsWith('.json')).sort();
    const entries = await Promise.all(
      files.map(
        async (f) =>
          JSON.parse(await readFile(path.join(this.outboxDir, f), 'utf8')) as OutboxEntry,
      ),
    );
    return to ? entries.filter((e) => e.to === to.toLowerCase() || e.to === to) : entries;
  }

  /** The newest message to an address (what a test follows a link from). */
  async lastMessageTo(to: string): Promise<OutboxEntry | undefined> {
    return (await this.listOutbox(to)).at(-1);
  }
}
