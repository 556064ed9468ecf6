// The documents' calls (docs/documents.md, docs/permissions.md): verification (public: anyone's
// phone camera opens it), a printout's data, the company's details and texts, a worker's statement
// and clearance, and the search by a whole national id for readers who see it masked.
import { Hono } from 'hono';
import * as v from 'valibot';
import { NOT_FOUND } from '@shared/not-found';
import { CompanySchema, DocumentTextSchema, NationalIdSearchSchema } from '@shared/schemas/company';
import { userForToken } from '@server/auth/sessions';
import { audit } from '@server/db/audit';
import type { AppEnv, AuthUser } from '@server/http/context';
import { bearerToken, can, requirePermission } from '@server/http/guard';
import { nationalIdFor } from '@server/http/national-id';
import { spendLookups } from '@server/http/national-id-budget';
import { body, MB, query } from '@server/http/route-input';
import { idParam } from '@server/http/validate';
import { ANY_DOCUMENT_READER } from './access';
import { getCompany, listTexts, saveCompany, saveText } from './company.service';
import { findByNationalId } from './national-id-search';
import { documentPaper, PAPER_NOT_FOUND } from './paper';
import { issueClearance, workerStatement } from './statement.service';
import { verifyDocument } from './verify';
import { answer } from '@server/http/answer';
import {
  DocumentVerificationAnswer,
  DocumentPaperAnswer,
  CompanyProfileAnswer,
  DocumentTextsAnswerAnswer,
  DocumentTextAnswer,
  WorkerStatementAnswer,
  ClearanceAnswerAnswer,
  NationalIdSearchAnswerAnswer,
} from '@server/http/answers/shared-document-types';

export const documentsRoutes = new Hono<AppEnv>();

/** The public route's reader, if a valid session came with it; an expired one is simply no one (never a 401). */
async function optionalUser(c: {
  req: { header(name: string): string | undefined };
  get(key: 'db'): AppEnv['Variables']['db'];
}): Promise<AuthUser | null> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token || token.length > 200) return null;
  return userForToken(c.get('db'), token);
}

documentsRoutes.get('/verify/:code', answer(DocumentVerificationAnswer), async (c) => {
  return c.json(await verifyDocument(c.get('db'), await optionalUser(c), c.req.param('code')));
});

documentsRoutes.get('/:id/paper', requirePermission(...ANY_DOCUMENT_READER), answer(DocumentPaperAnswer), async (c) => {
  return c.json(await documentPaper(c.get('db'), c.get('user'), idParam(c, 'id', PAPER_NOT_FOUND)));
});

// ——— the company ('Şirket' in Ayarlar) ———

export const companyRoutes = new Hono<AppEnv>();

// Every printout shows it: any signed-in user reads the version in force.
companyRoutes.get('/', answer(CompanyProfileAnswer), async (c) => c.json(await getCompany(c.get('db'))));

// A logo of up to 512 KB, as a data URL.
companyRoutes.put('/', requirePermission('manage_company'), body(CompanySchema, { bytes: MB }), answer(CompanyProfileAnswer), async (c) => {
  return c.json(await saveCompany(c.get('db'), c.get('user'), c.req.valid('json')));
});

export const documentTextsRoutes = new Hono<AppEnv>();

// The issue form shows the terms and the KVKK notice in force; Ayarlar lists every version.
documentTextsRoutes.get('/', answer(DocumentTextsAnswerAnswer), async (c) => c.json(await listTexts(c.get('db'))));

documentTextsRoutes.post(
  '/',
  requirePermission('manage_company'),
  body(DocumentTextSchema, { bytes: 200 * 1024 }),
  answer(DocumentTextAnswer, 201),
  async (c) => {
    return c.json(await saveText(c.get('db'), c.get('user'), c.req.valid('json')), 201);
  },
);

// ——— a worker's statement and clearance (the worker's page) ———

export const workerDocumentsRoutes = new Hono<AppEnv>();

const StatementQuery = v.object({
  from: v.optional(v.string()),
  to: v.optional(v.string()),
});

workerDocumentsRoutes.get(
  '/:id/statement',
  requirePermission('view_workers'),
  query(StatementQuery),
  answer(WorkerStatementAnswer),
  async (c) => {
    return c.json(await workerStatement(c.get('db'), c.get('user'), idParam(c, 'id', NOT_FOUND.worker), c.req.valid('query')));
  },
);

workerDocumentsRoutes.post(
  '/:id/clearance',
  requirePermission('view_workers'),
  body(v.object({})),
  answer(ClearanceAnswerAnswer, 201),
  async (c) => {
    return c.json(await issueClearance(c.get('db'), c.get('user'), idParam(c, 'id', NOT_FOUND.worker)), 201);
  },
);

// ——— the search by a whole national id ———

export const nationalIdRoutes = new Hono<AppEnv>();

// POST, so the number never sits in an address (proxies and browsers keep those).
// Limited per user (http/national-id-budget.ts: 10 a minute, then 429 with Retry-After) and audited.
nationalIdRoutes.post(
  '/search',
  requirePermission('view_workers', 'view_users', 'view_field_equipment'),
  body(NationalIdSearchSchema),
  answer(NationalIdSearchAnswerAnswer),
  async (c) => {
    const user = c.get('user');
    const db = c.get('db');
    const tcNo = c.req.valid('json').tc_no;
    await spendLookups(db, user.id, 'search', 1);
    const found = await findByNationalId(db, tcNo, {
      workers: can(user, 'view_workers') || can(user, 'view_field_equipment'),
      users: can(user, 'view_users'),
    });
    // The audit trail keeps the id as the searcher saw it in the lists, with what was found.
    await audit(db, {
      userId: user.id,
      action: 'search',
      entity: 'national_id',
      entityId: null,
      after: { tc_no: nationalIdFor(user, tcNo), workers: found.worker_ids.length, users: found.user_ids.length },
    });
    return c.json(found);
  },
);
