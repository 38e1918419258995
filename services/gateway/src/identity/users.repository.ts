import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { USER_MODEL, type UserRecord } from './identity.schema';

export type UserChanges = Partial<Pick<UserRecord, 'name' | 'lastname' | 'position' | 'image' | 'passwordHash' | 'role' | 'lastActive'>>;

/** Not a TenantScopedRepository: users are global (one person, several companies, found by e-mail at sign-in); company data is reached through memberships. */
@Injectable()
export class UsersRepository {
  constructor(@InjectModel(USER_MODEL) private readonly users: Model<UserRecord>) {}

  findByEmail(email: string): Promise<UserRecord | null> {
    return this.users.findOne({ email: email.toLowerCase() }).lean<UserRecord>().exec();
  }

  findById(userId: string): Promise<UserRecord | null> {
    return this.users.findById(userId).lean<UserRecord>().exec();
  }

  findByIds(userIds: readonly string[]): Promise<UserRecord[]> {
    return this.users.find({ _id: { $in: userIds } }).lean<UserRecord[]>().exec();
  }

  count(): Promise<number> {
    return this.users.countDocuments({}).exec();
  }

  async insert(user: Omit<UserRecord, 'createdAt'>): Promise<void> {
    await this.users.create({ ...user, email: user.email.toLowerCase() });
  }

  update(userId: string, changes: UserChanges): Promise<UserRecord | null> {
    return this.users.findOneAndUpdate({ _id: userId }, { $set: changes }, { new: true }).lean<UserRecord>().exec();
  }

  /** Raises the account's token version, so every user token issued before now is refused; returns the new one. */
  async raiseTokenVersion(userId: string): Promise<number | null> {
    const user = await this.users.findOneAndUpdate({ _id: userId }, { $inc: { tokenVersion: 1 } }, { new: true }).lean<UserRecord>().exec();
    return user === null ? null : user.tokenVersion ?? 0;
  }

  async setActive(userId: string, isActive: boolean): Promise<boolean> {
    const result = await this.users.updateOne({ _id: userId }, { $set: { isActive } }).exec();
    return result.matchedCount > 0;
  }

  async remove(userId: string): Promise<void> {
    await this.users.deleteOne({ _id: userId }).exec();
  }
}
