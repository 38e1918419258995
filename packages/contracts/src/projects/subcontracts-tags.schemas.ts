import { z } from 'zod';
import { objectIdSchema } from './projects.schemas';
import { projectImageSchema } from './project-fields.schemas';

const name = (field: string) => z.string().trim().min(1, `${field} is required`).max(120);

/** Subcontracts and tags are answered in pages, in name order; a client that needs all follows `nextCursor`. */
export const NAMED_LIST_PAGE_MAX = 500;
export const namedListPageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(NAMED_LIST_PAGE_MAX).default(NAMED_LIST_PAGE_MAX),
  /** The `nextCursor` of the page before (opaque). */
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,700}$/, 'must be the nextCursor of a page')
    .optional(),
});
export type NamedListPage = z.infer<typeof namedListPageSchema>;
/** A page as a caller asks for it: `limit` left out is the largest page (`NamedListPage` is the parsed form). */
export type NamedListPageRequest = z.input<typeof namedListPageSchema>;
export interface NamedListPageReply {
  /** Null on the last page. */
  nextCursor: string | null;
}

export const subcontractViewSchema = z.object({
  id: objectIdSchema,
  companyId: objectIdSchema,
  /** null for a company subcontract. */
  projectId: objectIdSchema.nullable(),
  name: z.string(),
  image: z.string().nullable(),
});
export type Subcontract = z.infer<typeof subcontractViewSchema>;

/** Company subcontracts: `projects.company-subcontracts.*`; the scope is the caller's company. */
export const listCompanySubcontractsRequestSchema = namedListPageSchema;
export type ListCompanySubcontractsRequest = z.infer<typeof listCompanySubcontractsRequestSchema>;
export const createCompanySubcontractRequestSchema = z.object({ name: name('Name'), image: projectImageSchema.nullable().optional() });
export const updateCompanySubcontractRequestSchema = z.object({
  subcontractId: objectIdSchema,
  name: name('Name').optional(),
  image: projectImageSchema.nullable().optional(),
});
export const deleteCompanySubcontractRequestSchema = z.object({ subcontractId: objectIdSchema });
export type CreateCompanySubcontractRequest = z.infer<typeof createCompanySubcontractRequestSchema>;
export type UpdateCompanySubcontractRequest = z.infer<typeof updateCompanySubcontractRequestSchema>;
export type DeleteCompanySubcontractRequest = z.infer<typeof deleteCompanySubcontractRequestSchema>;

/** Project subcontracts: `projects.project-subcontracts.*`. */
export const listProjectSubcontractsRequestSchema = namedListPageSchema.extend({ projectId: objectIdSchema });
export const createProjectSubcontractRequestSchema = createCompanySubcontractRequestSchema.extend({ projectId: objectIdSchema });
export const updateProjectSubcontractRequestSchema = updateCompanySubcontractRequestSchema.extend({ projectId: objectIdSchema });
export const deleteProjectSubcontractRequestSchema = deleteCompanySubcontractRequestSchema.extend({ projectId: objectIdSchema });
export type ListProjectSubcontractsRequest = z.infer<typeof listProjectSubcontractsRequestSchema>;
export type CreateProjectSubcontractRequest = z.infer<typeof createProjectSubcontractRequestSchema>;
export type UpdateProjectSubcontractRequest = z.infer<typeof updateProjectSubcontractRequestSchema>;
export type DeleteProjectSubcontractRequest = z.infer<typeof deleteProjectSubcontractRequestSchema>;

export interface ListSubcontractsReply extends NamedListPageReply {
  subcontracts: Subcontract[];
}
export interface SubcontractReply {
  subcontract: Subcontract;
}

export const tagViewSchema = z.object({ id: objectIdSchema, projectId: objectIdSchema, name: z.string(), color: z.string().nullable() });
export type Tag = z.infer<typeof tagViewSchema>;

const tagColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Color must be #rrggbb');
export const listTagsRequestSchema = namedListPageSchema.extend({ projectId: objectIdSchema });
export const createTagRequestSchema = z.object({ projectId: objectIdSchema, name: name('Name'), color: tagColorSchema.nullable().optional() });
export const updateTagRequestSchema = z.object({
  projectId: objectIdSchema,
  tagId: objectIdSchema,
  name: name('Name').optional(),
  color: tagColorSchema.nullable().optional(),
});
export const deleteTagRequestSchema = z.object({ projectId: objectIdSchema, tagId: objectIdSchema });
export type ListTagsRequest = z.infer<typeof listTagsRequestSchema>;
export type CreateTagRequest = z.infer<typeof createTagRequestSchema>;
export type UpdateTagRequest = z.infer<typeof updateTagRequestSchema>;
export type DeleteTagRequest = z.infer<typeof deleteTagRequestSchema>;
export interface ListTagsReply extends NamedListPageReply {
  tags: Tag[];
}
export interface TagReply {
  tag: Tag;
}
export interface DeletedReply {
  deleted: true;
}
