import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { defaultPermissionsOf, permissionKeys, roles, type PermissionTable, type Role } from '@tenon/contracts';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { PERMISSION_TABLE_MODEL, type PermissionTableRecord } from './identity.schema';

/** Each company keeps its own copy of the role tables, made from the defaults when the company is created. */
@Injectable()
export class PermissionTablesRepository extends TenantScopedRepository<PermissionTableRecord> {
  constructor(@InjectModel(PERMISSION_TABLE_MODEL) model: Model<PermissionTableRecord>) {
    super(model);
  }

  async tableOf(scope: TenantScope, role: Role): Promise<PermissionTable | undefined> {
    const record = await this.findOne(scope, { role });
    if (record === null) return undefined;
    const table = defaultPermissionsOf(role);
    // Areas added after the company was created keep their default until the company changes them.
    for (const entry of record.entries) {
      if ((permissionKeys as string[]).includes(entry.key)) table[entry.key as keyof PermissionTable] = entry.code;
    }
    return table;
  }

  async copyDefaults(scope: TenantScope): Promise<void> {
    for (const role of roles) {
      const table = defaultPermissionsOf(role);
      await this.insertOne(scope, {
        _id: `${scope.companyId}:${role}`,
        role,
        entries: permissionKeys.map((key) => ({ key, code: table[key] })),
      });
    }
  }

  async removeAll(scope: TenantScope): Promise<void> {
    await this.deleteMany(scope, {});
  }
}
