import type { AuthContext, RenameTaktNodeRequest, ReorderTaktNodesRequest, TaktTree } from '@tenon/contracts';
import type { TenantScope } from '@tenon/service-kit';
import type { TaktAccess } from '../access/takt-access';
import { nodeUnknown, reorderMismatch, sameSiblings } from './takt-errors';
import type { TaktNode, TaktNodesRepository } from './takt-nodes.repository';
import type { TaktTreeReader } from './takt-tree.reader';

/**
 * What the structures, locations and units services share: rename and reorder differ only in the repository and in
 * where a node's siblings are, so each service names those and keeps its own create, duplicate and delete.
 */
export abstract class TaktNodesService<TRecord extends TaktNode> {
  protected constructor(
    protected readonly access: TaktAccess,
    protected readonly tree: TaktTreeReader,
    private readonly nodes: TaktNodesRepository<TRecord>,
    private readonly kind: 'structure' | 'location' | 'unit',
  ) {}

  async rename(auth: AuthContext, request: RenameTaktNodeRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    if (!(await this.nodes.rename(scope, request.scheduleId, request.nodeId, request.name))) throw nodeUnknown(this.kind, request.nodeId);
    return this.tree.read(scope, request.scheduleId);
  }

  /** Siblings in their new order: the ids name every sibling of the first one once. */
  async reorder(auth: AuthContext, request: ReorderTaktNodesRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const siblings = await this.siblingsOf(scope, request.scheduleId, request.ids[0]!);
    if (!sameSiblings(request.ids, siblings.map((s) => s._id))) throw reorderMismatch();
    await this.nodes.setOrders(scope, request.scheduleId, request.ids);
    return this.tree.read(scope, request.scheduleId);
  }

  /** The siblings of node `id`, itself among them: where they are is what differs between the kinds. */
  protected abstract siblingsOf(scope: TenantScope, scheduleId: string, id: string): Promise<readonly TRecord[]>;

  protected async own(scope: TenantScope, scheduleId: string, id: string): Promise<TRecord> {
    const found = await this.nodes.inSchedule(scope, scheduleId, id);
    if (found === null) throw nodeUnknown(this.kind, id);
    return found;
  }
}
