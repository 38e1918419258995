import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TaktNodesRepository } from '../tree/takt-nodes.repository';
import { STRUCTURE_MODEL, type StructureRecord } from './structure.schema';

@Injectable()
export class StructuresRepository extends TaktNodesRepository<StructureRecord> {
  constructor(@InjectModel(STRUCTURE_MODEL) model: Model<StructureRecord>) {
    super(model);
  }
}
