import { changeMemberRoleBodySchema, changePasswordBodySchema, updateCompanyBodySchema, updateMeBodySchema } from '@tenon/contracts';
import { localRoute, localRoutes, pathParam, sessionOf } from '../http/gateway-route';

/** `/settings/user` and `/settings/company`: the person's own profile and password, the company and its people. */
export const settingsRoutes = localRoutes({
  meGet: localRoute({
    method: 'GET',
    path: '/users/me',
    access: 'session',
    handle: ({ grant }, { account }) => account.me(sessionOf(grant)),
  }),
  meUpdate: localRoute({
    method: 'PATCH',
    path: '/users/me',
    access: 'session',
    body: updateMeBodySchema,
    handle: ({ body, grant }, { account }) => account.update(sessionOf(grant), body),
  }),
  mePassword: localRoute({
    method: 'PUT',
    path: '/users/me/password',
    access: 'session',
    body: changePasswordBodySchema,
    handle: ({ body, grant, ip }, { account }) => account.changePassword(sessionOf(grant), body.currentPassword, body.password, ip ?? 'unknown'),
  }),
  companyGet: localRoute({
    method: 'GET',
    path: '/companies/current',
    access: 'session',
    handle: ({ grant }, { company }) => company.current(sessionOf(grant)),
  }),
  companyUpdate: localRoute({
    method: 'PATCH',
    path: '/companies/current',
    access: { key: 'settings.company', min: 'AC' },
    body: updateCompanyBodySchema,
    handle: ({ body, grant }, { company }) => company.update(sessionOf(grant), body),
  }),
  companyUsers: localRoute({
    method: 'GET',
    path: '/companies/current/users',
    access: { key: 'settings.company', min: 'V' },
    handle: ({ grant }, { company }) => company.listUsers(sessionOf(grant)),
  }),
  companyUserRole: localRoute({
    method: 'PATCH',
    path: '/companies/current/users/:userId',
    access: { key: 'settings.company', min: 'AC' },
    body: changeMemberRoleBodySchema,
    handle: (request, { company }) => company.changeRole(sessionOf(request.grant), pathParam(request, 'userId'), request.body.role),
  }),
  companyUserDeactivate: localRoute({
    method: 'POST',
    path: '/companies/current/users/:userId/deactivate',
    access: { key: 'settings.company', min: 'AC' },
    handle: (request, { company }) => company.deactivate(sessionOf(request.grant), pathParam(request, 'userId')),
  }),
  companyUserActivate: localRoute({
    method: 'POST',
    path: '/companies/current/users/:userId/activate',
    access: { key: 'settings.company', min: 'AC' },
    handle: (request, { company }) => company.activate(sessionOf(request.grant), pathParam(request, 'userId')),
  }),
});
