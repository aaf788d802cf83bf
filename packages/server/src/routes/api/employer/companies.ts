import { RATE_LIMITS } from '../../../config/rate-limits.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMPANY_IMAGE_SIZES,
  COMPANY_LOGO_SIZES,
  ClientFieldsSchema,
  CompanyInputSchema,
  CompanyListParamsSchema,
  CompanyOptionSchema,
  EmployerCompanySchema,
  IdParamSchema,
  MAX_IMAGE_BYTES,
  dataOf,
  errorAnswers,
  type CompanyImageKind,
} from '@jobboard/contracts';
import { HttpError, ValidationError, notFound } from '../../../lib/http-errors.js';
import { requirePermission } from '../../../plugins/auth.js';
import {
  createCompany,
  getCompany,
  listCompanies,
  listCompanyOptions,
  setCompanyImages,
  updateCompany,
  type StoredImage,
} from '../../../repositories/companies.js';
import { logoFilePaths } from '../../../lib/logo-files.js';
import {
  logoVariants,
  processCompanyImage,
  storeCompanyLogo,
  type ProcessedImage,
} from '../../../services/company-images.js';
import { contentTypeOf } from '../../../services/storage.js';
import { addTeamListRoute, EMPLOYER_ERRORS, teamIdOf } from './shared.js';

const idParams = z.object({ id: IdParamSchema });
const companyBody = CompanyInputSchema.and(ClientFieldsSchema);
const IMAGE_KINDS = Object.keys(COMPANY_IMAGE_SIZES) as CompanyImageKind[];

/** A stored image's name, or one of a logo's variants: <32 hex>[-<size>].<format>. */
const STORED_IMAGE_NAME = new RegExp(
  `^[0-9a-f]{32}(-(${COMPANY_LOGO_SIZES.join('|')}))?\\.(webp|png|jpg|avif)$`,
);

/** The team's companies (manage_companies), their images, and serving them. */
const companies: FastifyPluginAsyncZod = async (app) => {
  const guard = requirePermission('manage_companies');

  addTeamListRoute(app, {
    url: '/ats/companies',
    summary: "The team's companies (j: URI-encoded JSON of sort/search, page)",
    preValidation: guard,
    paramsSchema: CompanyListParamsSchema,
    itemSchema: EmployerCompanySchema,
    list: listCompanies,
  });

  app.get(
    '/ats/options/companies',
    {
      preValidation: guard,
      schema: {
        tags: ['employers'],
        summary: 'Id and names of every company of the team',
        response: { 200: dataOf(z.array(CompanyOptionSchema)), ...EMPLOYER_ERRORS },
      },
    },
    async (request) => ({ data: await listCompanyOptions(app.db, teamIdOf(request)) }),
  );

  app.get(
    '/ats/companies/:id',
    {
      preValidation: guard,
      schema: {
        tags: ['employers'],
        params: idParams,
        response: { 200: dataOf(EmployerCompanySchema), ...EMPLOYER_ERRORS },
      },
    },
    async (request) => {
      const company = await getCompany(app.db, teamIdOf(request), request.params.id);
      if (!company) throw notFound();
      return { data: company };
    },
  );

  app.post(
    '/ats/companies',
    {
      preValidation: guard,
      schema: {
        tags: ['employers'],
        body: companyBody,
        response: { 201: dataOf(EmployerCompanySchema), ...EMPLOYER_ERRORS },
      },
    },
    async (request, reply) => {
      const company = await createCompany(app.db, teamIdOf(request), request.body);
      return reply.code(201).send({ data: company });
    },
  );

  app.put(
    '/ats/companies/:id',
    {
      preValidation: guard,
      schema: {
        tags: ['employers'],
        params: idParams,
        body: companyBody,
        response: { 200: dataOf(EmployerCompanySchema), ...EMPLOYER_ERRORS },
      },
    },
    async (request) => {
      const company = await updateCompany(
        app.db,
        teamIdOf(request),
        request.params.id,
        request.body,
      );
      if (!company) throw notFound();
      return { data: company };
    },
  );

  app.post(
    '/ats/companies/:id/images',
    {
      preValidation: guard,
      config: { rateLimit: RATE_LIMITS.companyImages },
      schema: {
        tags: ['employers'],
        summary: 'Upload the logo and/or banner (multipart: logo, banner; PNG, JPEG, WebP, AVIF)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: dataOf(EmployerCompanySchema),
          ...errorAnswers(413, 415),
          ...EMPLOYER_ERRORS,
        },
      },
    },
    async (request) => {
      const teamId = teamIdOf(request);
      const companyId = request.params.id;
      if (!(await getCompany(app.db, teamId, companyId))) throw notFound();
      if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');

      const files = new Map<CompanyImageKind, Buffer>();
      const fieldErrors: ValidationError['fields'] = {};
      const parts = request.parts({
        limits: { fileSize: MAX_IMAGE_BYTES, files: IMAGE_KINDS.length + 1, fields: 10 },
      });
      for await (const part of parts) {
        if (part.type !== 'file') continue; // client, lg
        const kind = IMAGE_KINDS.find((k) => k === part.fieldname);
        if (!kind || files.has(kind)) {
          part.file.resume();
          (fieldErrors[part.fieldname.slice(0, 40) || 'file'] ??= []).push({
            key: kind ? 'validation.too_many_items' : 'validation.unknown_field',
            params: { max: 1 },
          });
          continue;
        }
        files.set(kind, await part.toBuffer()); // over MAX_IMAGE_BYTES: 413
      }
      if (files.size === 0 && Object.keys(fieldErrors).length === 0)
        fieldErrors.logo = [{ key: 'validation.required' }];
      if (Object.keys(fieldErrors).length) throw new ValidationError(fieldErrors);

      // Decode and resize everything before storing anything: one bad file stores nothing.
      const processed = new Map<CompanyImageKind, ProcessedImage>();
      for (const [kind, bytes] of files) {
        const image = await processCompanyImage(bytes, kind);
        if (!image) (fieldErrors[kind] ??= []).push({ key: 'unsupported_file_type' });
        else processed.set(kind, image);
      }
      if (Object.keys(fieldErrors).length) throw new ValidationError(fieldErrors);

      const stored: { logo?: StoredImage; banner?: StoredImage } = {};
      for (const [kind, image] of processed) {
        if (kind === 'logo') {
          // The square AVIF/WebP/PNG variants that cards and pages show (COMPANY_LOGO_SIZES).
          stored.logo = await storeCompanyLogo(app.storage, image, await logoVariants(image.bytes));
          continue;
        }
        const file = await app.storage.save('images', image.bytes, 'image/webp');
        stored[kind] = { storagePath: file.storagePath, width: image.width, height: image.height };
      }
      const storedPaths = () => [
        ...(stored.logo ? logoFilePaths(stored.logo.storagePath) : []),
        ...(stored.banner ? [stored.banner.storagePath] : []),
      ];
      const result = await setCompanyImages(app.db, teamId, companyId, stored).catch(
        async (error: unknown) => {
          await Promise.all(storedPaths().map((p) => app.storage.remove(p)));
          throw error;
        },
      );
      if (!result) {
        await Promise.all(storedPaths().map((p) => app.storage.remove(p)));
        throw notFound();
      }
      await Promise.all(result.replaced.map((p) => app.storage.remove(p)));
      return { data: result.company };
    },
  );

  // Company images are public (company pages, offer cards); their names are random and immutable.
  app.get(
    '/uploads/images/:month/:file',
    {
      schema: {
        tags: ['companies'],
        summary: 'A stored company logo or banner',
        params: z.object({
          month: z.string().regex(/^\d{4}-\d{2}$/),
          // A stored image, or one of a logo's square variants (<name>-<size>.<format>).
          file: z.string().regex(STORED_IMAGE_NAME),
        }),
      },
    },
    async (request, reply) => {
      const storagePath = `images/${request.params.month}/${request.params.file}`;
      const file = await app.storage.open(storagePath);
      if (!file) throw notFound();
      return reply
        .header('content-type', contentTypeOf(storagePath))
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.body);
    },
  );
};

export default companies;
